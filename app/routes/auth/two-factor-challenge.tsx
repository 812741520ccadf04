import { Form, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/two-factor-challenge";
import { AuthCard } from "~/components/ui/auth-card";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { answerChallenge } from "~/features/accounts/two-factor.server";
import { invalid } from "~/lib/errors/domain-error";
import { actionFailure, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { redirectWithCookies } from "~/lib/responses.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireGuest } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("twoFactor")];

// The second step of signing in for an account with two-step verification. The password step left a
// signed, 10-minute challenge cookie; without it there is nothing to finish, so back to /login.
const CHALLENGE_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/;

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "twoFactor.challenge.title"), { name: "robots", content: "noindex" }];

// Retry-After on a 429 must reach the response.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  if (!CHALLENGE_COOKIE.test(request.headers.get("cookie") ?? "")) throw redirect("/login?notice=twoFactorExpired");
  return null;
}

const challengeForm = z.strictObject({ code: z.string().max(40), redirectTo: z.string().optional() });

export async function action({ request }: Route.ActionArgs) {
  await requireGuest(request);
  const parsed = await parseForm(request, challengeForm);
  if (!parsed.ok) return actionFailure(invalid("twoFactor.error.wrongCode"));
  if (!CHALLENGE_COOKIE.test(request.headers.get("cookie") ?? "")) return redirect("/login?notice=twoFactorExpired");
  return runAction(async () => {
    const result = await answerChallenge(request.headers, parsed.data.code);
    if (result === "expired") return redirect("/login?notice=twoFactorExpired");
    return redirectWithCookies(safeRedirect(parsed.data.redirectTo ?? null), result.response);
  });
}

export default function TwoFactorChallenge({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get("redirectTo"));
  return (
    <AuthCard heading={t("twoFactor.challenge.heading")}>
      {actionData?.formError ? (
        <Notice tone="error" className="mb-4">
          {t(actionData.formError.key)}
          {actionData.formError.key === "twoFactor.error.tooMany" ? (
            <>
              {" "}
              <Link to="/login" className="font-semibold underline">
                {t("twoFactor.challenge.again")}
              </Link>
            </>
          ) : null}
        </Notice>
      ) : null}
      <p className="mb-4 text-sm text-slate-700">{t("twoFactor.challenge.text")}</p>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("twoFactor.code")} name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={40} hint={t("twoFactor.challenge.backupHint")} />
        <SubmitButton label={t("twoFactor.challenge.submit")} pendingLabel={t("twoFactor.challenge.submit")} />
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("twoFactor.challenge.again")}
        </Link>
      </p>
    </AuthCard>
  );
}
