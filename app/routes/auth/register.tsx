import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/register";
import { AuthCard } from "~/components/ui/auth-card";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { registerSchema } from "~/features/accounts/schemas";
import { register } from "~/features/accounts/sign-in.server";
import { clientIp } from "~/lib/client-ip.server";
import { publicConfig } from "~/lib/env.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
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

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "auth.register.title", "auth.register.description");

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
  const parsed = await parseForm(request, registerSchema);
  if (!parsed.ok) return invalidInput(parsed);
  const { redirectTo, ...account } = parsed.data;
  return runAction(async () => {
    const response = await register({ ...account, ip: clientIp(request), headers: request.headers });
    return redirectWithCookies(safeRedirect(redirectTo), response);
  }, typedValues(parsed.values, ["name", "email"]));
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const errors = (actionData?.errors ?? {}) as Record<string, MessageKey | undefined>;
  const err = (f: string) => (errors[f] ? t(errors[f]) : undefined);
  return (
    <AuthCard heading={t("auth.register.heading")}>
      {actionData?.formError ? (
        <Notice tone="error" className="mb-4">
          {t(actionData.formError.key, actionData.formError.vars)}
          {actionData.formError.key === "auth.error.cannotRegister" ? (
            // The two ways in for someone who already has an account (decision 017).
            <span className="mt-2 flex flex-wrap gap-x-4">
              <Link to="/login" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
                {t("auth.register.loginLink")}
              </Link>
              <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
                {t("auth.login.forgot")}
              </Link>
            </span>
          ) : null}
        </Notice>
      ) : null}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("auth.name")} name="name" autoComplete="name" maxLength={80} defaultValue={actionData?.values?.name} error={err("name")} />
        <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required defaultValue={actionData?.values?.email} error={err("email")} />
        <Field label={t("auth.password")} name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} hint={t("auth.passwordHint")} error={err("password")} />
        <SubmitButton label={t("auth.register.submit")} pendingLabel={t("auth.register.submitting")} />
      </Form>
      {loaderData.googleEnabled ? (
        <>
          <p className="my-4 text-center text-sm text-slate-600">{t("auth.or")}</p>
          <GoogleButton redirectTo={redirectTo} />
        </>
      ) : null}
      <p className="mt-6 text-sm text-slate-700">
        {t("auth.register.haveAccount")}{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("auth.register.loginLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
