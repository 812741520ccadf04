// /counseling/session — the student's own session: its status, time (IST) and counsellor; move it to
// another published time or cancel it (a confirmation step, no JavaScript needed) until 12 hours
// before it starts (decision 038). Signed-in students only; a student only ever sees their own.
import { Form, redirect, useLocation } from "react-router";
import type { Route } from "./+types/counseling-session";
import { ButtonLink } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireUser } from "~/features/accounts/session.server";
import { availableSlots, cancelMine, rescheduleMine } from "~/features/counseling/booking.server";
import { upcomingSession } from "~/features/counseling/session-state.server";
import { mySessionAction } from "~/features/counseling/schemas";
import { StatusBadge, useSlotLabel } from "~/features/counseling/session-text";
import { type ActionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { formatDateTime, formatTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("counseling", "counselingCard.locked", "counselingSession", "counselingStatus")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "counselingSession.title", "counselingSession.description");

const DONE = ["rescheduled", "cancelled"] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const session = await upcomingSession(user.id);
  const slots = session?.changeable ? await availableSlots(60) : [];
  const done = new URL(request.url).searchParams.get("done");
  return { session, slots, done: (DONE as readonly string[]).includes(done ?? "") ? (done as (typeof DONE)[number]) : null };
}

type ActionData = { confirmCancel: true } | ActionFailure;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, mySessionAction, { unique: true });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  return runAction(async () => {
    if (input.intent === "cancel") return { confirmCancel: true } as const;
    if (input.intent === "cancel-confirmed") {
      await cancelMine(user.id);
      return redirect("/counseling/session?done=cancelled");
    }
    await rescheduleMine(user.id, input.slotId);
    return redirect("/counseling/session?done=rescheduled");
  }, parsed.values);
}

export default function CounselingSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const slotLabel = useSlotLabel();
  const { session, slots, done } = loaderData;
  const result = actionData as ActionData | undefined;
  const failure = result && "ok" in result ? result : undefined;
  const confirm = result && "confirmCancel" in result;
  const failureKey = (failure?.formError?.key ?? Object.values(failure?.errors ?? {}).find(Boolean)) as MessageKey | undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("counselingSession.heading")}</h1>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {done === "rescheduled" ? <Notice tone="success">{t("counselingSession.rescheduled")}</Notice> : null}
        {done === "cancelled" ? <Notice tone="success">{t("counselingSession.cancelled")}</Notice> : null}
        {failureKey ? <Notice tone="error">{t(failureKey, failure?.formError?.vars)}</Notice> : null}
      </div>
      {!session ? (
        <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">{t("counselingSession.none")}</p>
          <ButtonLink to="/counseling" className="mt-4">
            {t("counselingSession.book")}
          </ButtonLink>
        </section>
      ) : (
        <>
          <section aria-labelledby="session-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="session-h" className="sr-only">
              {t("counseling.booked.heading")}
            </h2>
            <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm text-slate-600">{t("counselingSession.status")}</dt>
              <dd>
                <StatusBadge status={session.status} />
              </dd>
              <dt className="text-sm text-slate-600">{t("counselingSession.when")}</dt>
              <dd>{session.startsAt && session.endsAt ? `${formatDateTime(session.startsAt, locale)} – ${formatTime(session.endsAt, locale)} IST` : t("counselingSession.notScheduled")}</dd>
              <dt className="text-sm text-slate-600">{t("counselingSession.counselor")}</dt>
              <dd>{session.counselorName ?? t("counseling.counselorTbd")}</dd>
            </dl>
            <p className="mt-4 text-sm text-slate-700">{session.changeable ? t("counselingSession.rule") : t("counselingCard.locked")}</p>
          </section>
          {session.changeable ? (
            <>
              <section aria-labelledby="move-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
                <h2 id="move-h" className="text-lg font-semibold">
                  {t("counselingSession.reschedule.heading")}
                </h2>
                {slots.length === 0 ? (
                  <p className="mt-2 text-slate-700">{t("counselingSession.reschedule.none")}</p>
                ) : (
                  <Form method="post" className="mt-3 flex flex-col gap-3">
                    <input type="hidden" name="intent" value="reschedule" />
                    <SelectField
                      label={t("counselingSession.reschedule.slot")}
                      name="slotId"
                      id="new-slot"
                      defaultValue=""
                      options={[{ value: "", label: t("counselingSession.reschedule.choose") }, ...slots.map((s) => ({ value: String(s.id), label: slotLabel(s) }))]}
                    />
                    <SubmitButton label={t("counselingSession.reschedule.submit")} pendingLabel={t("counselingSession.saving")} className="self-start" />
                  </Form>
                )}
              </section>
              {confirm ? (
                <ConfirmPanel
                  id="confirm-cancel-h"
                  heading={t("counselingSession.cancel.heading")}
                  text={t("counselingSession.cancel.text")}
                  action={location.pathname}
                  fields={{ intent: "cancel-confirmed" }}
                  confirmLabel={t("counselingSession.cancel.confirm")}
                  pendingLabel={t("counselingSession.saving")}
                  cancelHref="/counseling/session"
                  cancelLabel={t("counselingSession.cancel.keep")}
                />
              ) : (
                <Form method="post" className="mt-6">
                  <input type="hidden" name="intent" value="cancel" />
                  <SubmitButton label={t("counselingSession.cancel.button")} pendingLabel={t("counselingSession.saving")} variant="secondary" className="text-red-800" />
                </Form>
              )}
            </>
          ) : null}
        </>
      )}
      <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
        {t("counselingSession.back")}
      </ButtonLink>
    </div>
  );
}
