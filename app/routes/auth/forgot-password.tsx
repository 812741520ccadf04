import { Form, Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "~/components/ui/auth-card";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { localMailboxEnabled } from "~/features/accounts/local-mailbox.server";
import { forgotPasswordSchema } from "~/features/accounts/schemas";
import { requestPasswordReset } from "~/features/accounts/sign-in.server";
import { clientIp } from "~/lib/client-ip.server";
import { useI18n } from "~/lib/i18n/i18n";
import { localeFromRequest } from "~/lib/i18n/locales";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { pageMeta } from "~/lib/meta";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong", "twoFactor.error.passwordRequired")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "auth.forgot.title", "auth.forgot.description");

// Headers set by the action (Retry-After on a 429) must reach the response.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, forgotPasswordSchema);
  if (!parsed.ok) return invalidInput(parsed);
  return runAction(async () => {
    await requestPasswordReset({ email: parsed.data.email, ip: clientIp(request), headers: request.headers, locale: localeFromRequest(request) });
    // The same answer whether or not the account exists; on a local run without SMTP, where to read it.
    return { ok: true as const, localMailbox: localMailboxEnabled(request) };
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = actionData?.ok === false ? actionData : null;
  const errors = (failure?.errors ?? {}) as Record<string, MessageKey | undefined>;
  return (
    <AuthCard heading={t("auth.forgot.title")}>
      {actionData?.ok ? (
        <>
          <Notice tone="success">{t("auth.forgot.sent")}</Notice>
          {actionData.localMailbox ? (
            <p className="mt-4 text-sm text-slate-700">
              {t("auth.forgot.localMailbox")}{" "}
              <Link to="/dev/mailbox" className="font-semibold text-brand-700 underline underline-offset-4">
                {t("auth.forgot.openMailbox")}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <>
          {failure?.formError ? (
            <Notice tone="error" className="mb-4">
              {t(failure.formError.key, failure.formError.vars)}
            </Notice>
          ) : null}
          <p className="mb-4 text-sm text-slate-700">{t("auth.forgot.text")}</p>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required error={errors.email ? t(errors.email) : undefined} />
            <SubmitButton label={t("auth.forgot.submit")} pendingLabel={t("auth.forgot.submit")} />
          </Form>
        </>
      )}
    </AuthCard>
  );
}
