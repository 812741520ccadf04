// /counselor — a counsellor's own queue (decision 038): the sessions assigned to them, with the
// student's phone and e-mail (theirs only: the query is narrowed to counselor_id = this account),
// notes and "completed", and their own published times. Active counsellors and admins may open it;
// an admin who does not counsel sees that nothing is assigned.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/queue";
import { splitActionData } from "~/components/ui/admin-page";
import { Notice } from "~/components/ui/notice";
import { TextArea } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { addSlot, counselorSlots, deleteSlot } from "~/features/counseling/counselors.server";
import { isCounselor, requireCounselor } from "~/features/counseling/counselor-access.server";
import { completeSession, counselorSessions, saveNotes } from "~/features/counseling/queue.server";
import { counselorQueueAction } from "~/features/counseling/admin-schemas";
import { COUNSELING_LIMITS, formatIndianMobile } from "~/features/counseling/limits";
import { StatusBadge } from "~/features/counseling/session-text";
import { SlotsEditor } from "~/features/counseling/slots-editor";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { formatDateTime, formatTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminCounseling", "adminCounselors", "counseling.counselorTbd", "counseling.error.sameSlot", "counseling.slotLabel", "counselingSession.notScheduled", "counselingStatus", "counselor", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "counselor.title", "counselor.description");

const DONE = { notes: "counselor.done.notes", completed: "counselor.done.completed", slotAdded: "counselor.done.slotAdded", slotDeleted: "counselor.done.slotDeleted" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCounselor(request);
  const counsels = await isCounselor(user.id);
  const [sessions, slots] = counsels ? await Promise.all([counselorSessions(user.id), counselorSlots(user.id)]) : [[], []];
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return { counsels, sessions, slots, done: Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireCounselor(request);
  const parsed = await parseForm(request, counselorQueueAction, { unique: true, echoLimit: COUNSELING_LIMITS.notes });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  // Only requests assigned to this account: another counsellor's id is a 404 like a missing one.
  const actor = { id: user.id, scope: "counselor" as const };
  return runAction(async () => {
    switch (input.intent) {
      case "notes":
        await saveNotes(input.requestId, input.notes, actor);
        return redirect("/counselor?done=notes");
      case "complete":
        await completeSession(input.requestId, actor);
        return redirect("/counselor?done=completed");
      case "add-slot":
        await addSlot(user.id, input, user.id);
        return redirect("/counselor?done=slotAdded");
      case "delete-slot":
        await deleteSlot(user.id, input.slotId, user.id);
        return redirect("/counselor?done=slotDeleted");
    }
  }, parsed.values);
}

export default function CounselorQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { counsels, sessions, slots, done } = loaderData;
  const { failure } = splitActionData(actionData);
  const topError = failure && failure.values.intent !== "add-slot" ? ((failure.formError?.key ?? Object.values(failure.errors).find(Boolean)) as MessageKey | undefined) : failure?.formError?.key;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("counselor.heading")}</h1>
      <p className="mt-2 text-slate-700">{counsels ? t("counselor.intro") : t("counselor.notCounselor")}</p>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {done ? <Notice tone="success">{t(done)}</Notice> : null}
        {topError ? <Notice tone="error">{t(topError)}</Notice> : null}
      </div>
      {counsels ? (
        <>
          <section aria-labelledby="sessions-h" className="mt-6">
            <h2 id="sessions-h" className="text-xl font-bold">
              {t("counselor.sessions")}
            </h2>
            {sessions.length === 0 ? <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("counselor.empty")}</p> : null}
            <ul className="mt-3 space-y-4">
              {sessions.map((s) => (
                <li key={s.id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-request-id={s.id}>
                  <h3 className="flex flex-wrap items-center gap-3 text-lg font-semibold break-words">
                    {s.name || `#${s.id}`} <StatusBadge status={s.status} />
                  </h3>
                  <p className="mt-1 text-slate-800">{s.startsAt && s.endsAt ? `${formatDateTime(s.startsAt, locale)} – ${formatTime(s.endsAt, locale)} IST` : t("counselingSession.notScheduled")}</p>
                  <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
                    <dt className="text-slate-600">{t("adminCounseling.request.phone")}</dt>
                    <dd className="break-all">{s.phone ? formatIndianMobile(s.phone) : "—"}</dd>
                    <dt className="text-slate-600">{t("adminCounseling.request.email")}</dt>
                    <dd className="break-all">{s.email ?? "—"}</dd>
                    <dt className="text-slate-600">{t("counselor.message")}</dt>
                    <dd className="whitespace-pre-wrap break-words">{s.message || t("adminCounseling.request.noMessage")}</dd>
                  </dl>
                  <Form method="post" className="mt-3 flex flex-col gap-3">
                    <input type="hidden" name="intent" value="notes" />
                    <input type="hidden" name="requestId" value={s.id} />
                    <TextArea label={t("adminCounseling.notes.label")} name="notes" id={`notes-${s.id}`} rows={3} maxLength={COUNSELING_LIMITS.notes} defaultValue={s.notes} />
                    <div className="flex flex-wrap gap-3">
                      <SubmitButton label={t("adminCounseling.notes.submit")} pendingLabel={t("adminCounseling.saving")} variant="secondary" />
                    </div>
                  </Form>
                  {s.status === "scheduled" ? (
                    <Form method="post" className="mt-3">
                      <input type="hidden" name="intent" value="complete" />
                      <input type="hidden" name="requestId" value={s.id} />
                      <SubmitButton label={t("adminCounseling.complete")} pendingLabel={t("adminCounseling.saving")} />
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <h2 className="mt-10 text-xl font-bold">{t("counselor.slots")}</h2>
          <SlotsEditor slots={slots} action="/counselor" failure={failure} headingLevel={3} />
        </>
      ) : null}
    </div>
  );
}
