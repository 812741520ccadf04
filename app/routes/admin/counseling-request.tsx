// /admin/counseling/:id — one counseling request (decision 038): the student's contact details and
// message (admins only), then each change as its own small form: assign a counsellor, schedule in a
// published time or at a time entered (IST), notes, complete, cancel (after a confirmation). Every
// change is audited in its transaction; scheduling e-mails the student an .ics invitation.
import { Form, redirect, useLocation } from "react-router";
import type { Route } from "./+types/counseling-request";
import { AdminPageHeader, splitActionData } from "~/components/ui/admin-page";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField, TextArea } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import { activeCounselors } from "~/features/counseling/counselors.server";
import { type Actor, assignCounselor, cancelByAdmin, completeSession, freeSlotsForAdmin, requestForAdmin, saveNotes, scheduleAtTime, scheduleInSlot } from "~/features/counseling/queue.server";
import { adminRequestAction } from "~/features/counseling/admin-schemas";
import { COUNSELING_LIMITS, formatIndianMobile, SESSION_MINUTES } from "~/features/counseling/limits";
import { StatusBadge, useSlotLabel } from "~/features/counseling/session-text";
import { notFound } from "~/lib/errors/domain-error";
import { invalidInput, loadPage, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { formatDateTime, formatTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCounseling", "adminCounselors.error.already", "adminCounselors.error.email", "adminCounselors.error.nameTooLong", "adminCounselors.error.noAccount", "adminCounselors.notFound", "counseling.counselorTbd", "counseling.error.sameSlot", "counseling.slotLabel", "counselingSession.notScheduled", "counselingStatus")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCounseling.request.title");

const DONE = ["assigned", "scheduled", "notes", "completed", "cancelled"] as const;
type Done = (typeof DONE)[number];

function requestId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound("adminCounseling.notFound");
  return Number(raw);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPage(async () => {
    const id = requestId(params.id);
    const detail = await requestForAdmin(id);
    if (!detail) throw notFound("adminCounseling.notFound");
    const [counselors, slots] = await Promise.all([activeCounselors(), freeSlotsForAdmin()]);
    const done = new URL(request.url).searchParams.get("done");
    return { detail, counselors, slots, done: (DONE as readonly string[]).includes(done ?? "") ? (done as Done) : null };
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, adminRequestAction, { unique: true, echoLimit: COUNSELING_LIMITS.notes });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  const actor: Actor = { id: admin.id, scope: "admin" };
  return runAction(
    async () => {
      const id = requestId(params.id);
      const back = (done: Done) => redirect(`/admin/counseling/${id}?done=${done}`);
      switch (input.intent) {
        case "assign":
          await assignCounselor(id, input.counselorId, actor);
          return back("assigned");
        case "schedule-slot":
          await scheduleInSlot(id, input.slotId, actor);
          return back("scheduled");
        case "schedule-time":
          await scheduleAtTime(id, input, actor);
          return back("scheduled");
        case "notes":
          await saveNotes(id, input.notes, actor);
          return back("notes");
        case "complete":
          await completeSession(id, actor);
          return back("completed");
        case "cancel":
          if (!(await requestForAdmin(id))) throw notFound("adminCounseling.notFound");
          return { confirmCancel: true as const };
        case "cancel-confirmed":
          await cancelByAdmin(id, actor);
          return back("cancelled");
      }
    },
    parsed.values,
    (error) => error.messageKey === "adminCounseling.notFound",
  );
}

export default function AdminCounselingRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const slotLabel = useSlotLabel();
  const { detail: r, counselors, slots, done } = loaderData;
  const { failure, ok } = splitActionData(actionData as { confirmCancel: true } | undefined);
  const intent = failure?.values.intent;
  const errors = (failure?.errors ?? {}) as Partial<Record<string, MessageKey>>;
  const fieldError = (forIntent: string, field: string) => (intent === forIntent && errors[field] ? t(errors[field]) : undefined);
  // A refusal with no field to sit beside (a closed request, a taken time) is shown at the top.
  const topError = failure ? (failure.formError?.key ?? (errors.form as MessageKey | undefined)) : undefined;
  const open = r.status === "requested" || r.status === "scheduled";
  const section = "mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6";
  return (
    <>
      <AdminPageHeader
        title={t("adminCounseling.request.heading", { id: r.id, name: r.name || "—" })}
        backTo="/admin/counseling"
        backLabel={t("adminCounseling.request.back")}
        notices={
          <>
            {done ? <Notice tone="success">{t(`adminCounseling.done.${done}`)}</Notice> : null}
            {topError ? <Notice tone="error">{t(topError, failure?.formError?.vars)}</Notice> : null}
          </>
        }
      />
      {ok?.confirmCancel ? (
        <ConfirmPanel
          id="confirm-cancel-h"
          heading={t("adminCounseling.cancel.heading", { id: r.id })}
          text={t("adminCounseling.cancel.text")}
          action={location.pathname}
          fields={{ intent: "cancel-confirmed" }}
          confirmLabel={t("adminCounseling.cancel.confirm")}
          pendingLabel={t("adminCounseling.saving")}
          cancelHref={location.pathname}
          cancelLabel={t("adminCounseling.cancel.keep")}
        />
      ) : null}

      <section aria-labelledby="contact-h" className={section}>
        <h2 id="contact-h" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
          {t("adminCounseling.request.contact")} <StatusBadge status={r.status} />
        </h2>
        {r.anonymized ? <p className="mt-2 text-slate-700">{t("adminCounseling.request.anonymized")}</p> : null}
        <dl className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm text-slate-600">{t("adminCounseling.request.phone")}</dt>
          <dd className="break-all">{r.phone ? <a href={`tel:${r.phone}`} className="text-brand-700 underline underline-offset-4">{formatIndianMobile(r.phone)}</a> : "—"}</dd>
          <dt className="text-sm text-slate-600">{t("adminCounseling.request.email")}</dt>
          <dd className="break-all">{r.email ? <a href={`mailto:${r.email}`} className="text-brand-700 underline underline-offset-4">{r.email}</a> : "—"}</dd>
          <dt className="text-sm text-slate-600">{t("adminCounseling.col.when")}</dt>
          <dd>{r.startsAt && r.endsAt ? `${formatDateTime(r.startsAt, locale)} – ${formatTime(r.endsAt, locale)} IST` : t("counselingSession.notScheduled")}</dd>
          <dt className="text-sm text-slate-600">{t("adminCounseling.col.counselor")}</dt>
          <dd>{r.counselorName ?? "—"}</dd>
          <dt className="text-sm text-slate-600">{t("adminCounseling.request.requestedAt")}</dt>
          <dd>{formatDateTime(r.createdAt, locale)}</dd>
          <dt className="text-sm text-slate-600">{t("adminCounseling.request.message")}</dt>
          <dd className="whitespace-pre-wrap break-words">{r.message || t("adminCounseling.request.noMessage")}</dd>
        </dl>
      </section>

      {open ? (
        <>
          <section aria-labelledby="assign-h" className={section}>
            <h2 id="assign-h" className="text-lg font-semibold">
              {t("adminCounseling.assign.heading")}
            </h2>
            {counselors.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("adminCounseling.assign.noCounselors")}</p>
            ) : (
              <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" key={`assign-${r.counselorId ?? ""}`}>
                <input type="hidden" name="intent" value="assign" />
                <SelectField
                  label={t("adminCounseling.assign.label")}
                  name="counselorId"
                  id="assign-counselor"
                  defaultValue={r.counselorId ?? ""}
                  error={fieldError("assign", "counselorId")}
                  options={[{ value: "", label: t("adminCounseling.assign.choose") }, ...counselors.map((c) => ({ value: c.id, label: c.name }))]}
                  className="sm:w-72"
                />
                <SubmitButton label={t("adminCounseling.assign.submit")} pendingLabel={t("adminCounseling.saving")} variant="secondary" />
              </Form>
            )}
          </section>

          <section aria-labelledby="schedule-h" className={section}>
            <h2 id="schedule-h" className="text-lg font-semibold">
              {t("adminCounseling.schedule.heading")}
            </h2>
            {slots.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("adminCounseling.schedule.noSlots")}</p>
            ) : (
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <input type="hidden" name="intent" value="schedule-slot" />
                <SelectField
                  label={t("adminCounseling.schedule.slot")}
                  name="slotId"
                  id="schedule-slot"
                  defaultValue=""
                  error={fieldError("schedule-slot", "slotId")}
                  options={[{ value: "", label: t("adminCounseling.schedule.chooseSlot") }, ...slots.map((s) => ({ value: String(s.id), label: slotLabel(s) }))]}
                />
                <SubmitButton label={t("adminCounseling.schedule.slotSubmit")} pendingLabel={t("adminCounseling.saving")} className="self-start" />
              </Form>
            )}
            <Form method="post" className="mt-6 grid gap-3 sm:grid-cols-3 sm:items-end">
              <p className="text-sm text-slate-700 sm:col-span-3">{t("adminCounseling.schedule.orTime")}</p>
              <input type="hidden" name="intent" value="schedule-time" />
              <Field label={t("adminCounseling.field.date")} name="date" id="schedule-date" type="date" required defaultValue={intent === "schedule-time" ? failure?.values.date : undefined} error={fieldError("schedule-time", "date") ?? fieldError("schedule-time", "counselorId")} />
              <Field label={t("adminCounseling.field.time")} name="time" id="schedule-time" type="time" required defaultValue={intent === "schedule-time" ? failure?.values.time : undefined} error={fieldError("schedule-time", "time")} />
              <SelectField label={t("adminCounseling.field.minutes")} name="minutes" id="schedule-minutes" defaultValue="30" options={SESSION_MINUTES.map((m) => ({ value: String(m), label: t("adminCounseling.field.minutesValue", { count: m }) }))} error={fieldError("schedule-time", "minutes")} />
              <SubmitButton label={t("adminCounseling.schedule.timeSubmit")} pendingLabel={t("adminCounseling.saving")} variant="secondary" className="sm:col-span-3 sm:justify-self-start" />
            </Form>
          </section>
        </>
      ) : null}

      <section aria-labelledby="notes-h" className={section}>
        <h2 id="notes-h" className="text-lg font-semibold">
          {t("adminCounseling.notes.heading")}
        </h2>
        {/* keyed: after a save the field shows what was stored, not what the browser kept */}
        <Form method="post" className="mt-3 flex flex-col gap-3" key={`notes-${r.notes.length}-${r.notes.slice(0, 40)}`}>
          <input type="hidden" name="intent" value="notes" />
          <TextArea label={t("adminCounseling.notes.label")} name="notes" id="notes" rows={4} maxLength={COUNSELING_LIMITS.notes} defaultValue={intent === "notes" ? failure?.values.notes : r.notes} error={fieldError("notes", "notes")} />
          <SubmitButton label={t("adminCounseling.notes.submit")} pendingLabel={t("adminCounseling.saving")} variant="secondary" className="self-start" />
        </Form>
      </section>

      {open ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {r.status === "scheduled" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="complete" />
              <SubmitButton label={t("adminCounseling.complete")} pendingLabel={t("adminCounseling.saving")} />
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <SubmitButton label={t("adminCounseling.cancel")} pendingLabel={t("adminCounseling.saving")} variant="secondary" className="text-red-800" />
          </Form>
        </div>
      ) : null}
    </>
  );
}
