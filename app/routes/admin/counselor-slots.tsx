// /admin/counselors/:id — one counsellor's published times (decision 038): publish a time (IST, 30–60
// minutes, in the future, not twice) or delete a free one. Admins only; audited.
import { redirect } from "react-router";
import type { Route } from "./+types/counselor-slots";
import { AdminPageHeader, splitActionData } from "~/components/ui/admin-page";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/features/accounts/session.server";
import { addSlot, counselorName, counselorSlots, deleteSlot } from "~/features/counseling/counselors.server";
import { slotsAction } from "~/features/counseling/admin-schemas";
import { SlotsEditor } from "~/features/counseling/slots-editor";
import { notFound } from "~/lib/errors/domain-error";
import { invalidInput, loadPage, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminCounseling", "adminCounselors", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCounselors.slots.title");

async function activeCounselor(id: string | undefined) {
  const found = id && id.length <= 100 ? await counselorName(id) : null;
  if (!found?.active) throw notFound("adminCounselors.notFound");
  return { id: id!, name: found.name };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPage(async () => {
    const counselor = await activeCounselor(params.id);
    const done = new URL(request.url).searchParams.get("done");
    return { counselor, slots: await counselorSlots(counselor.id), done: done === "added" || done === "deleted" ? done : null };
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, slotsAction, { unique: true });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  return runAction(
    async () => {
      const counselor = await activeCounselor(params.id);
      const back = `/admin/counselors/${encodeURIComponent(counselor.id)}`;
      if (input.intent === "add-slot") {
        await addSlot(counselor.id, input, admin.id);
        return redirect(`${back}?done=added`);
      }
      await deleteSlot(counselor.id, input.slotId, admin.id);
      return redirect(`${back}?done=deleted`);
    },
    parsed.values,
    (error) => error.messageKey === "adminCounselors.notFound",
  );
}

export default function CounselorSlots({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { counselor, slots, done } = loaderData;
  const { failure } = splitActionData(actionData);
  const topError = failure && failure.values.intent !== "add-slot" ? ((failure.formError?.key ?? Object.values(failure.errors).find(Boolean)) as MessageKey | undefined) : failure?.formError?.key;
  return (
    <>
      <AdminPageHeader
        title={t("adminCounselors.slots.heading", { name: counselor.name })}
        backTo="/admin/counselors"
        backLabel={t("adminCounselors.slots.back")}
        notices={
          <>
            {done ? <Notice tone="success">{t(done === "added" ? "adminCounselors.slots.added" : "adminCounselors.slots.deleted")}</Notice> : null}
            {topError ? <Notice tone="error">{t(topError)}</Notice> : null}
          </>
        }
      />
      <SlotsEditor slots={slots} action={`/admin/counselors/${encodeURIComponent(counselor.id)}`} failure={failure} />
    </>
  );
}
