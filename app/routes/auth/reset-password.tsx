import { Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard } from "~/components/ui/auth-card";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { resetPasswordSchema } from "~/features/accounts/schemas";
import { resetPassword } from "~/features/accounts/sign-in.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { pageMeta } from "~/lib/meta";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong", "twoFactor.error.passwordRequired")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "auth.reset.title", "auth.reset.description");

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, resetPasswordSchema);
  // Without a readable token there is nothing to reset: the page offers a new link.
  if (!parsed.ok) return invalidInput(parsed, parsed.errors.token || parsed.errors.form ? "auth.reset.invalid" : undefined);
  return runAction(async () => {
    await resetPassword({ ...parsed.data, headers: request.headers });
    return redirect("/login?notice=passwordReset");
  });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const errors = (actionData?.errors ?? {}) as Record<string, MessageKey | undefined>;
  if (!token || actionData?.formError) {
    return (
      <AuthCard heading={t("auth.reset.title")}>
        <Notice tone="error">{t("auth.reset.invalid")}</Notice>
        <Link to="/forgot-password" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("auth.reset.requestNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={t("auth.reset.title")}>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="token" value={token} />
        <Field label={t("auth.reset.newPassword")} name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} hint={t("auth.passwordHint")} error={errors.password ? t(errors.password) : undefined} />
        <SubmitButton label={t("auth.reset.submit")} pendingLabel={t("auth.reset.submit")} />
      </Form>
    </AuthCard>
  );
}
