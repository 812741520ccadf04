import QRCode from "qrcode";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/two-factor-settings";
import { Button } from "~/components/ui/button";
import { SecretKey } from "~/features/accounts/secret-key";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { BACKUP_CODE, confirmSetup, startSetup, turnOff, twoFactorEnabled, twoFactorRequiredFor } from "~/features/accounts/two-factor.server";
import { twoFactorSettingsSchema } from "~/features/accounts/schemas";
import { type ActionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithCookies } from "~/lib/responses.server";
import { requireUser } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth.error.emailInvalid", "auth.error.emailRequired", "auth.error.nameTooLong", "auth.error.passwordRequired", "auth.error.passwordTooLong", "auth.error.passwordTooShort", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong", "twoFactor")];

// /profile/two-factor — turn two-step verification on (password → scan the code → confirm with the
// first code from the app; backup codes shown once) or off (password). Admins are sent here when
// ADMIN_MFA is "required" and they have not turned it on, and may not turn it off.
export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "twoFactor.settings.title"), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  return {
    enabled: await twoFactorEnabled(user.id),
    adminRequired: twoFactorRequiredFor(user.role),
    askedByAdminPanel: params.get("required") === "admin",
    done: done === "on" || done === "off" ? done : null,
  };
}

type SetupView = { totpURI: string; secret: string; backupCodes: string[]; qrSvg: string };
/** A new setup to show, or the kit's failure (with the setup again after a wrong first code). */
type ActionData = { ok: true; setup: SetupView } | (ActionFailure & { setup?: SetupView });

const OTPAUTH = /^otpauth:\/\/totp\/[^\s]{1,300}$/;

async function setupView(totpURI: string, secret: string, backupCodes: string[]): Promise<SetupView> {
  return { totpURI, secret, backupCodes, qrSvg: await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, twoFactorSettingsSchema);
  // One message above the form: the missing password, or a bad request.
  if (!parsed.ok) return invalidInput(parsed, parsed.errors.password ?? "error.badRequest");
  const input = parsed.data;
  if (input.intent === "confirm") {
    // The secret lives on the server; the page sends back only what it showed, to show it again.
    const backupCodes = input.backupCodes.split(" ").filter((c) => BACKUP_CODE.test(c)).slice(0, 20);
    const again = OTPAUTH.test(input.totpURI) ? await setupView(input.totpURI, new URL(input.totpURI).searchParams.get("secret") ?? "", backupCodes) : undefined;
    const cookies = await confirmSetup(request.headers, input.code.replace(/\s+/g, ""));
    if (!cookies) return data<ActionData>({ ok: false, errors: {}, formError: { key: "twoFactor.error.wrongCode" }, values: {}, setup: again }, { status: 400 });
    log.info("two-step verification turned on", { userId: user.id });
    return redirectWithCookies("/profile/two-factor?done=on", cookies);
  }
  return runAction(async () => {
    if (input.intent === "start") {
      const setup = await startSetup(request.headers, input.password);
      return data<ActionData>({ ok: true, setup: await setupView(setup.totpURI, setup.secret, setup.backupCodes) }, { headers: setup.cookies });
    }
    const cookies = await turnOff(request.headers, input.password, user.role);
    log.info("two-step verification turned off", { userId: user.id });
    return redirectWithCookies("/profile/two-factor?done=off", cookies);
  });
}

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { enabled, adminRequired, askedByAdminPanel, done } = loaderData;
  const result = actionData as ActionData | undefined;
  const formError = result?.ok === false ? result.formError : null;
  const setup = result?.setup;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p className="text-sm">
        <Link to="/profile" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("twoFactor.settings.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("twoFactor.settings.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("twoFactor.settings.intro")}</p>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {askedByAdminPanel && !enabled ? <Notice>{t("twoFactor.settings.adminRequired")}</Notice> : null}
        {done === "on" ? <Notice tone="success">{t("twoFactor.settings.doneOn")}</Notice> : null}
        {done === "off" ? <Notice tone="success">{t("twoFactor.settings.doneOff")}</Notice> : null}
        {formError ? <Notice tone="error">{t(formError.key, formError.vars)}</Notice> : null}
      </div>

      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6" aria-labelledby="tf-status-h">
        <h2 id="tf-status-h" className="text-lg font-semibold">
          {enabled ? t("twoFactor.settings.statusOn") : t("twoFactor.settings.statusOff")}
        </h2>
        {enabled ? (
          adminRequired ? (
            <p className="mt-2 text-sm text-slate-700">{t("twoFactor.settings.adminKeep")}</p>
          ) : (
            <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
              <input type="hidden" name="intent" value="disable" />
              <Field label={t("twoFactor.password")} name="password" id="tf-off-password" type="password" autoComplete="current-password" required />
              <div>
                <Button type="submit" variant="secondary">
                  {t("twoFactor.settings.turnOff")}
                </Button>
              </div>
            </Form>
          )
        ) : setup ? (
          <div className="mt-4 flex flex-col gap-4">
            <p className="text-sm text-slate-700">{t("twoFactor.settings.scan")}</p>
            <div role="img" aria-label={t("twoFactor.settings.qrLabel")} className="h-56 w-56 self-center sm:self-start" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
            <div className="flex flex-col gap-1">
              {/* On the phone that holds the app, scanning its own screen is impossible: the otpauth
                  link opens the authenticator app directly (Google and Microsoft Authenticator,
                  Aegis and others register for it). */}
              <a href={setup.totpURI} className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                {t("twoFactor.settings.openApp")}
              </a>
              <p className="text-sm text-slate-700">{t("twoFactor.settings.openAppHint")}</p>
            </div>
            <SecretKey secret={setup.secret} />
            {setup.backupCodes.length ? (
              <div>
                <h3 className="font-semibold">{t("twoFactor.settings.backupHeading")}</h3>
                <p className="mt-1 text-sm text-slate-700">{t("twoFactor.settings.backupText")}</p>
                <ul className="mt-2 grid grid-cols-2 gap-2 font-mono text-base" data-testid="backup-codes">
                  {setup.backupCodes.map((c) => (
                    <li key={c} className="rounded bg-slate-100 px-2 py-1">
                      {c}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Form method="post" className="flex flex-col gap-4" noValidate>
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="totpURI" value={setup.totpURI} />
              <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
              <Field label={t("twoFactor.code")} name="code" id="tf-confirm-code" inputMode="numeric" autoComplete="one-time-code" required maxLength={10} />
              <SubmitButton label={t("twoFactor.settings.confirm")} pendingLabel={t("twoFactor.settings.confirm")} />
            </Form>
          </div>
        ) : (
          <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="start" />
            <p className="text-sm text-slate-700">{t("twoFactor.settings.startText")}</p>
            <Field label={t("twoFactor.password")} name="password" id="tf-on-password" type="password" autoComplete="current-password" required />
            <div>
              <Button type="submit">{t("twoFactor.settings.turnOn")}</Button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}
