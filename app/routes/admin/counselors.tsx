// /admin/counselors — who counsels (decision 038): add a counsellor by the e-mail of an existing
// account, remove one after a confirmation (their free future times are deleted, their queue closes),
// and open each one's published times. Admins only; each change is audited.
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/counselors";
import { AdminPageHeader, splitActionData } from "~/components/ui/admin-page";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { RowAction, RowActions } from "~/components/ui/admin-list";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import { addCounselor, counselorName, listCounselors, removeCounselor } from "~/features/counseling/counselors.server";
import { counselorsAction } from "~/features/counseling/admin-schemas";
import { notFound } from "~/lib/errors/domain-error";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminCounseling", "adminCounselors", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCounselors.title", "adminCounselors.description");

const PATH = "/admin/counselors";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const id = params.get("id");
  const named = (done === "added" || done === "removed") && id ? await counselorName(id.slice(0, 100)) : null;
  return { counselors: await listCounselors(), notice: named && (done === "added" || done === "removed") ? { done, name: named.name } : null };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, counselorsAction, { unique: true });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  return runAction(async () => {
    if (input.intent === "add") {
      const added = await addCounselor(input.email, input.displayName, admin.id);
      return redirect(`${PATH}?done=added&id=${encodeURIComponent(added.id)}`);
    }
    if (input.intent === "remove") {
      const found = await counselorName(input.counselorId);
      if (!found?.active) throw notFound("adminCounselors.notFound");
      return { confirmRemove: { id: input.counselorId, name: found.name } };
    }
    await removeCounselor(input.counselorId, admin.id);
    return redirect(`${PATH}?done=removed&id=${encodeURIComponent(input.counselorId)}`);
  }, parsed.values);
}

export default function AdminCounselors({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { counselors, notice } = loaderData;
  const { failure, ok } = splitActionData(actionData as { confirmRemove: { id: string; name: string } } | undefined);
  const adding = failure?.values.intent === "add";
  const errors = (failure?.errors ?? {}) as Partial<Record<string, MessageKey>>;
  const topError = failure && !adding ? (failure.formError?.key ?? Object.values(errors).find(Boolean)) : adding ? (failure.formError?.key ?? errors.form) : undefined;
  return (
    <>
      <AdminPageHeader
        title={t("adminCounselors.heading")}
        backTo="/admin/counseling"
        backLabel={t("adminCounselors.back")}
        notices={
          <>
            {notice ? <Notice tone="success">{t(notice.done === "added" ? "adminCounselors.done.added" : "adminCounselors.done.removed", { name: notice.name })}</Notice> : null}
            {topError ? <Notice tone="error">{t(topError)}</Notice> : null}
          </>
        }
      />
      {ok?.confirmRemove ? (
        <ConfirmPanel
          id="confirm-remove-h"
          heading={t("adminCounselors.remove.heading", { name: ok.confirmRemove.name })}
          text={t("adminCounselors.remove.text")}
          action={PATH}
          fields={{ intent: "remove-confirmed", counselorId: ok.confirmRemove.id }}
          confirmLabel={t("adminCounselors.remove.confirm")}
          pendingLabel={t("adminCounselors.saving")}
          cancelHref={PATH}
          cancelLabel={t("adminCounselors.cancel")}
        />
      ) : null}
      <section aria-labelledby="add-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="add-h" className="text-lg font-semibold">
          {t("adminCounselors.add.heading")}
        </h2>
        <Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-2 sm:items-start">
          <input type="hidden" name="intent" value="add" />
          <Field label={t("adminCounselors.add.email")} name="email" id="counselor-email" type="email" required maxLength={254} defaultValue={adding ? failure?.values.email : undefined} error={adding && errors.email ? t(errors.email) : undefined} />
          <Field label={t("adminCounselors.add.name")} name="displayName" id="counselor-name" maxLength={100} defaultValue={adding ? failure?.values.displayName : undefined} error={adding && errors.displayName ? t(errors.displayName) : undefined} />
          <SubmitButton label={t("adminCounselors.add.submit")} pendingLabel={t("adminCounselors.saving")} className="sm:col-span-2 sm:justify-self-start" />
        </Form>
      </section>
      <section aria-labelledby="list-h" className="mt-8">
        <h2 id="list-h" className="text-xl font-bold">
          {t("adminCounselors.list.heading")}
        </h2>
        {counselors.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("adminCounselors.list.empty")}</p>
        ) : (
          <DataTable
            caption={t("adminCounselors.list.caption")}
            columns={[{ label: t("adminCounselors.col.name"), className: "max-lg:w-32" }, { label: t("adminCounselors.col.status") }, { label: t("adminCounselors.col.slots") }, { label: t("adminCounselors.col.open") }, { label: t("adminCounselors.col.actions") }]}
            minWidthClass="min-w-[40rem]"
            className="mt-3 rounded-2xl border border-slate-200 bg-white"
            stickyLastColumn
          >
            {counselors.map((c) => (
              <tr key={c.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-medium break-words">
                  {c.active ? (
                    <Link to={`${PATH}/${encodeURIComponent(c.id)}`} className="text-brand-700 underline underline-offset-4">
                      {c.name}
                    </Link>
                  ) : (
                    c.name
                  )}
                </th>
                <td className="px-3 py-2">{c.active ? t("adminCounselors.active") : t("adminCounselors.inactive")}</td>
                <td className="px-3 py-2 text-right tabular-nums">{c.upcomingSlots}</td>
                <td className="px-3 py-2 text-right tabular-nums">{c.openSessions}</td>
                <RowActions>
                  {c.active ? <RowAction action={PATH} fields={{ intent: "remove", counselorId: c.id }} label={t("adminCounselors.remove")} rowName={c.name} danger /> : null}
                </RowActions>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
