import { Form, Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "~/components/ui/auth-card";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { localMailboxEnabled } from "~/features/accounts/local-mailbox.server";
import { fieldErrors, forgotPasswordSchema, formObject } from "~/features/accounts/schemas";
import { requestPasswordReset, retryMinutes } from "~/features/accounts/sign-in.server";
import { clientIp } from "~/lib/client-ip.server";
import { useI18n } from "~/lib/i18n/i18n";
import { localeFromRequest } from "~/lib/i18n/locales";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/forms/read-form.server";
import { badRequest, tooManyRequests } from "~/lib/responses.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "auth.forgot.title", "auth.forgot.description");

// Headers set by the action (Retry-After on a 429) must reach the response.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return badRequest({ sent: false, errors: { form: "error.badRequest" as MessageKey }, formError: null });
  const parsed = forgotPasswordSchema.safeParse(formObject(form));
  if (!parsed.success) return badRequest({ sent: false, errors: fieldErrors(parsed.error), formError: null });
  const result = await requestPasswordReset({ email: parsed.data.email, ip: clientIp(request), headers: request.headers, locale: localeFromRequest(request) });
  if (!result.ok) {
    const seconds = result.retryAfterSeconds ?? 60;
    return tooManyRequests({ sent: false, errors: {}, formError: { key: result.error, minutes: retryMinutes(seconds) } }, seconds);
  }
  // The same answer whether or not the account exists; on a local run without SMTP, where to read it.
  return { sent: true, errors: {}, formError: null, localMailbox: localMailboxEnabled(request) };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors = (actionData?.errors ?? {}) as Record<string, MessageKey | undefined>;
  return (
    <AuthCard heading={t("auth.forgot.title")}>
      {actionData?.sent ? (
        <>
          <Notice tone="success">{t("auth.forgot.sent")}</Notice>
          {"localMailbox" in actionData && actionData.localMailbox ? (
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
          {actionData?.formError ? (
            <Notice tone="error" className="mb-4">
              {t(actionData.formError.key, { minutes: actionData.formError.minutes })}
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
