// A counsellor's published times: the "publish a time" form (IST date, time, 30/45/60 minutes) and
// the list of upcoming times with a Delete button on each free one. Used by admins on
// /admin/counselors/:id and by the counsellor on /counselor; both post the same intents.
import { Form } from "react-router";
import { RowAction, RowActions } from "~/components/ui/admin-list";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import type { ActionFailure } from "~/lib/errors/http-errors.server";
import { formatDateTime, formatTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { SESSION_MINUTES } from "./limits";

export type EditableSlot = { id: number; startsAt: string; endsAt: string; booked: boolean };

export function SlotsEditor({ slots, action, failure, headingLevel = 2 }: { slots: EditableSlot[]; action: string; failure?: ActionFailure; headingLevel?: 2 | 3 }) {
  const { t, locale } = useI18n();
  const H = headingLevel === 2 ? "h2" : "h3";
  const adding = failure?.values.intent === "add-slot";
  const errors = (adding ? failure?.errors : {}) as Partial<Record<string, MessageKey>>;
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  return (
    <>
      <section aria-labelledby="add-slot-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <H id="add-slot-h" className="text-lg font-semibold">
          {t("adminCounselors.slots.add")}
        </H>
        <Form method="post" action={action} noValidate className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-start">
          <input type="hidden" name="intent" value="add-slot" />
          <Field label={t("adminCounseling.field.date")} name="date" id="slot-date" type="date" required defaultValue={adding ? failure?.values.date : undefined} error={error("date")} />
          <Field label={t("adminCounseling.field.time")} name="time" id="slot-time" type="time" required defaultValue={adding ? failure?.values.time : undefined} error={error("time")} />
          <SelectField label={t("adminCounseling.field.minutes")} name="minutes" id="slot-minutes" defaultValue={adding ? failure?.values.minutes : "30"} options={SESSION_MINUTES.map((m) => ({ value: String(m), label: t("adminCounseling.field.minutesValue", { count: m }) }))} error={error("minutes")} />
          <SubmitButton label={t("adminCounselors.slots.addSubmit")} pendingLabel={t("adminCounselors.saving")} className="sm:col-span-3 sm:justify-self-start" />
        </Form>
      </section>
      <section aria-labelledby="slots-h" className="mt-8">
        <H id="slots-h" className="text-xl font-bold">
          {t("adminCounselors.slots.list")}
        </H>
        {slots.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("adminCounselors.slots.empty")}</p>
        ) : (
          <DataTable
            caption={t("adminCounselors.slots.caption")}
            columns={[{ label: t("adminCounselors.slots.col.when") }, { label: t("adminCounselors.slots.col.state") }, { label: t("adminCounselors.col.actions") }]}
            minWidthClass="min-w-[28rem]"
            className="mt-3 rounded-2xl border border-slate-200 bg-white"
            stickyLastColumn
          >
            {slots.map((s) => {
              const label = `${formatDateTime(s.startsAt, locale)} – ${formatTime(s.endsAt, locale)}`;
              return (
                <tr key={s.id} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {label}
                  </th>
                  <td className="px-3 py-2">{s.booked ? t("adminCounselors.slots.booked") : t("adminCounselors.slots.free")}</td>
                  <RowActions>{s.booked ? null : <RowAction action={action} fields={{ intent: "delete-slot", slotId: s.id }} label={t("adminCounselors.slots.delete")} rowName={label} danger />}</RowActions>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>
    </>
  );
}
