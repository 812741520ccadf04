// /counseling — the free career counseling page (spec §2): the booking form and an FAQ accordion,
// public. Submitting needs an account: an anonymous submit keeps what was typed on the server (a
// signed cookie names it, never the URL), goes to /login with the spec's notice, and after sign-in the
// form is back with those values (decision 038). The form works without JavaScript; the same use case
// answers POST /api/counseling.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/counseling";
import { ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField, TextArea } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { getSessionUser } from "~/features/accounts/session.server";
import { availableSlots, bookSession } from "~/features/counseling/booking.server";
import { freeSession } from "~/features/counseling/session-state.server";
import { discardDraft, restoreDraft, saveDraft } from "~/features/counseling/draft.server";
import { FaqAccordion } from "~/features/counseling/faq-accordion";
import { COUNSELING_LIMITS } from "~/features/counseling/limits";
import { bookingForm } from "~/features/counseling/schemas";
import { StatusBadge, useSlotLabel } from "~/features/counseling/session-text";
import { clientIp } from "~/lib/client-ip.server";
import { type ActionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm, typedValues } from "~/lib/forms/parse-input.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { loginUrlFor } from "~/lib/safe-redirect";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("counseling", "counselingSession.none", "counselingStatus")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "counseling.title", "counseling.description");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const [slots, session, draft] = await Promise.all([availableSlots(30), user ? freeSession(user.id) : null, user ? restoreDraft(request, user.id) : null]);
  // What the form starts with: what was typed before signing in, else the account's name and e-mail.
  const values: Record<string, string> = draft ?? (user ? { name: user.name === "User" ? "" : user.name, email: user.email } : {});
  return { signedIn: Boolean(user), slots, session, values };
}

// A 429's Retry-After must reach the response.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const parsed = await parseForm(request, bookingForm, { unique: true });
  const values = typedValues(parsed.values, ["name", "phone", "email", "message", "slotId"]);
  if (!user) {
    // The spec: log in first. What was typed waits on the server for 30 minutes.
    return runAction(async () => redirect(loginUrlFor(request, "counselingLogin"), { headers: { "Set-Cookie": await saveDraft(values, clientIp(request)) } }), values);
  }
  if (!parsed.ok) return invalidInput(parsed);
  try {
    return await runAction(async () => {
      await bookSession(user.id, parsed.data);
      const cleared = await discardDraft(request);
      return redirect("/counseling?notice=counselingBooked", cleared ? { headers: { "Set-Cookie": cleared } } : undefined);
    }, values);
  } catch (error) {
    // Not a refusal but a failure: the spec's message, with what was typed, and a 500.
    // Logged without the message: a database error's text may quote the row (a minor's phone, e-mail).
    const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.cause?.code ?? (error as { code?: unknown } | null)?.code;
    log.error("counseling booking failed", { error: error instanceof Error ? error.name : "unknown", code: typeof code === "string" ? code : "none" });
    return data<ActionFailure>({ ok: false, errors: {}, formError: { key: "counseling.failed" }, values }, { status: 500 });
  }
}

const FAQ = [1, 2, 3, 4, 5, 6] as const;

export default function Counseling({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { session, signedIn } = loaderData;
  const faq = FAQ.map((n) => ({ question: t(`counseling.faq.${n}.q`), answer: t(`counseling.faq.${n}.a`) }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("counseling.heading")}</h1>
      <p className="mt-2 max-w-3xl text-slate-800">{t("counseling.intro")}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-3">
        {([1, 2, 3] as const).map((n) => (
          <li key={n} className="flex items-start gap-2 rounded-xl bg-orange-50 p-3 text-sm text-slate-900">
            <span aria-hidden="true" className="font-bold text-saffron-700">
              ✓
            </span>
            {t(`counseling.point.${n}`)}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="book-h" className="self-start rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          {session && session.state !== "available" ? <SessionState state={session} /> : <BookingForm loaderData={loaderData} failure={actionData as ActionFailure | undefined} signedIn={signedIn} />}
        </section>
        <section aria-labelledby="faq-h">
          <h2 id="faq-h" className="text-xl font-bold">
            {t("counseling.faq.heading")}
          </h2>
          <div className="mt-3">
            <FaqAccordion id="faq" items={faq} />
          </div>
        </section>
      </div>
    </div>
  );
}

function SessionState({ state }: { state: Exclude<Route.ComponentProps["loaderData"]["session"], null | { state: "available" }> }) {
  const { t, locale } = useI18n();
  const s = state.session;
  return (
    <>
      <h2 id="book-h" className="flex flex-wrap items-center gap-3 text-xl font-bold">
        {t("counseling.booked.heading")} <StatusBadge status={s.status} />
      </h2>
      <p className="mt-3 text-slate-800">
        {state.state === "used"
          ? t("counseling.used.text")
          : s.status === "scheduled" && s.startsAt
            ? t("counseling.booked.scheduled", { when: formatDateTime(s.startsAt, locale), counselor: s.counselorName ?? t("counseling.counselorTbd") })
            : t("counseling.booked.requested")}
      </p>
      {state.state === "booked" ? (
        <ButtonLink to="/counseling/session" variant="secondary" className="mt-4">
          {t("counseling.manage")}
        </ButtonLink>
      ) : null}
    </>
  );
}

function BookingForm({ loaderData, failure, signedIn }: { loaderData: Route.ComponentProps["loaderData"]; failure: ActionFailure | undefined; signedIn: boolean }) {
  const { t } = useI18n();
  const slotLabel = useSlotLabel();
  const values = failure?.values ?? loaderData.values;
  const errors = (failure?.errors ?? {}) as Partial<Record<string, MessageKey>>;
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const formError = failure?.formError ? t(failure.formError.key, failure.formError.vars) : errors.form ? t(errors.form) : null;
  return (
    <>
      <h2 id="book-h" className="text-xl font-bold">
        {t("counseling.form.heading")}
      </h2>
      {formError ? (
        <Notice tone="error" className="mt-3">
          {formError}
        </Notice>
      ) : null}
      {/* key: a restored draft or a refused post fills the fields anew */}
      <Form method="post" noValidate className="mt-4 flex flex-col gap-4" key={JSON.stringify(values)}>
        <Field label={t("counseling.form.name")} name="name" autoComplete="name" required maxLength={COUNSELING_LIMITS.name} defaultValue={values.name} error={error("name")} />
        <Field label={t("counseling.form.phone")} name="phone" type="tel" inputMode="tel" autoComplete="tel" required maxLength={COUNSELING_LIMITS.phone} defaultValue={values.phone} hint={t("counseling.form.phoneHint")} error={error("phone")} />
        <Field label={t("counseling.form.email")} name="email" type="email" autoComplete="email" required maxLength={COUNSELING_LIMITS.email} defaultValue={values.email} error={error("email")} />
        <TextArea label={t("counseling.form.message")} name="message" id="field-message" rows={4} maxLength={COUNSELING_LIMITS.message} defaultValue={values.message} hint={t("counseling.form.messageHint")} error={error("message")} />
        {loaderData.slots.length > 0 ? (
          <SelectField
            label={t("counseling.form.slot")}
            name="slotId"
            id="field-slot"
            defaultValue={values.slotId ?? ""}
            hint={t("counseling.form.slotHint")}
            error={error("slotId")}
            options={[{ value: "", label: t("counseling.form.slotNone") }, ...loaderData.slots.map((s) => ({ value: String(s.id), label: slotLabel(s) }))]}
          />
        ) : (
          <p className="text-sm text-slate-700">{t("counseling.form.noSlots")}</p>
        )}
        <p className="text-sm text-slate-700">
          {t("counseling.form.privacy")}{" "}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-4">
            {t("counseling.privacyLink")}
          </Link>
        </p>
        {signedIn ? null : <p className="text-sm text-slate-700">{t("counseling.form.signInHint")}</p>}
        <SubmitButton label={t("counseling.form.submit")} pendingLabel={t("counseling.form.submitting")} className="self-start" />
      </Form>
    </>
  );
}
