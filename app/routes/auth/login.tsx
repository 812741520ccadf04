import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard } from "~/components/ui/auth-card";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { loginSchema } from "~/features/accounts/schemas";
import { signIn } from "~/features/accounts/sign-in.server";
import { publicConfig } from "~/lib/env.server";
import { clientIp } from "~/lib/client-ip.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm, typedValues } from "~/lib/forms/parse-input.server";
import { redirectWithCookies } from "~/lib/responses.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireGuest } from "~/features/accounts/session.server";
import { GoogleButton } from "./google-button";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong", "twoFactor.error.passwordRequired")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "auth.login.title", "auth.login.description");

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  return { googleEnabled: publicConfig().googleEnabled };
}

// Headers set by the action (Retry-After on a 429) must reach the response.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  await requireGuest(request);
  const parsed = await parseForm(request, loginSchema);
  if (!parsed.ok) return invalidInput(parsed);
  const { email, password, redirectTo } = parsed.data;
  return runAction(async () => {
    const signedIn = await signIn({ email, password, ip: clientIp(request), headers: request.headers });
    if (signedIn.twoFactor) return redirectWithCookies(`/login/two-factor?redirectTo=${encodeURIComponent(safeRedirect(redirectTo))}`, signedIn.response);
    return redirectWithCookies(safeRedirect(redirectTo), signedIn.response);
  }, typedValues({ email }));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get("redirectTo") ?? params.get("redirect_uri"));
  const googleError = params.get("error");
  const errors = (actionData?.errors ?? {}) as Record<string, Parameters<typeof t>[0] | undefined>;
  const formError = actionData?.formError;
  const seconds = Number(formError?.vars?.seconds ?? 60);
  const minutes = Number(formError?.vars?.minutes ?? 1);
  const registerHref = redirectTo === "/dashboard" ? "/register" : `/register?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <AuthCard heading={t("auth.login.heading")}>
      {formError ? (
        <Notice tone="error" className="mb-4">
          {t("auth.errorPrefix") +
            t(formError.key, {
              minutes,
              // A short wait in seconds ("45 seconds"), a longer one in whole minutes.
              wait: seconds < 90 ? t("auth.wait.seconds", { count: seconds }) : t("auth.wait.minutes", { count: minutes }),
            })}
        </Notice>
      ) : null}
      {googleError ? (
        <Notice tone="error" className="mb-4">
          {googleError === "unable_to_create_session"
            ? `${t("auth.googleErrorPrefix")}${t("auth.error.googleTwoFactor")}`
            : `${t("auth.googleErrorPrefix")}${t("auth.error.googleFailed")} (${googleError.slice(0, 60)})`}
        </Notice>
      ) : null}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required defaultValue={actionData?.values.email} error={errors.email ? t(errors.email) : undefined} />
        <Field label={t("auth.password")} name="password" type="password" autoComplete="current-password" required error={errors.password ? t(errors.password) : undefined} />
        <SubmitButton label={t("auth.login.submit")} pendingLabel={t("auth.login.submitting")} />
      </Form>
      <p className="mt-3 text-sm">
        <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
          {t("auth.login.forgot")}
        </Link>
      </p>
      {loaderData.googleEnabled ? (
        <>
          <p className="my-4 text-center text-sm text-slate-600">{t("auth.or")}</p>
          <GoogleButton redirectTo={redirectTo} />
        </>
      ) : null}
      <p className="mt-6 text-sm text-slate-700">
        {t("auth.login.noAccount")}{" "}
        <Link to={registerHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("auth.login.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
