// /admin/users — every account, 25 a page, searchable by name or e-mail, filtered by role and
// sortable (the admin kit: components/ui/admin-list.tsx); "Make admin" / "Remove admin" and the
// two-step reset with a confirmation step (the first POST answers with it, the second one changes
// the role). Admins only; the rules live in features/admin/users.server.ts.
import { redirect, useLocation } from "react-router";
import type { Route } from "./+types/users";
import { AdminList, ListSearch, RowAction, RowActions } from "~/components/ui/admin-list";
import { AdminPageHeader, FailureNotice, splitActionData } from "~/components/ui/admin-page";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { ADMIN_USER_LIST, changeRole, listUsers, parseUserListQuery, resetTwoFactor, userChangeError, usersAction, userSummary } from "~/features/admin/users.server";
import { conflict, invalid } from "~/lib/errors/domain-error";
import { type ActionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import { listHref, listState, withParams } from "~/lib/lists/list-query";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin", "adminCourses.cancel", "adminCourses.saving", "adminOrders.backToAdmin", "adminUsers", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminUsers.title", "adminUsers.description"), { name: "robots", content: "noindex" }];

const PATH = "/admin/users";
type Confirm = { confirm?: { id: string; name: string; email: string; role: "admin" | "user" }; confirmReset?: { id: string; name: string; email: string } };

function usersList(params: URLSearchParams, page?: { total: number; page: number; pages: number }) {
  const { query, role } = parseUserListQuery(params);
  return listState(PATH, ADMIN_USER_LIST, query, { role }, page);
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { query, role } = parseUserListQuery(params);
  const page = await listUsers(query, role);
  const done = params.get("done");
  const changed = done === "promoted" || done === "demoted" || done === "twoFactorReset" ? await userSummary(params.get("user") ?? "") : null;
  return {
    users: page.rows,
    list: usersList(params, page),
    selfId: admin.id,
    notice: changed && (done === "promoted" || done === "demoted" || done === "twoFactorReset") ? { done, name: changed.name } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const list = usersList(new URL(request.url).searchParams);
  const parsed = await parseForm(request, usersAction, { unique: true, errors: () => ({ form: "adminUsers.error.badRequest" }) });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  const back = (done: string, user: string) => withParams(listHref(PATH, list, list.query, list.filters), { done, user });
  return runAction(async () => {
    if (input.intent === "confirm-reset-2fa" || input.intent === "reset-2fa") {
      const target = await userSummary(input.userId);
      if (!target) throw userChangeError("notFound");
      if (target.id === admin.id) throw invalid("adminUsers.error.selfTwoFactor");
      if (input.intent === "confirm-reset-2fa") return { confirmReset: { id: target.id, name: target.name, email: target.email } } satisfies Confirm;
      const reset = await resetTwoFactor(admin.id, input.userId);
      if (!reset.ok) throw reset.reason === "unchanged" ? conflict("adminUsers.error.twoFactorOff") : userChangeError(reset.reason);
      log.info("two-step verification reset by an admin", { adminId: admin.id, userId: input.userId });
      return redirect(back("twoFactorReset", input.userId));
    }
    if (!("role" in input)) throw invalid("adminUsers.error.badRequest"); // the reset intents returned above
    if (input.intent === "confirm-role") {
      const target = await userSummary(input.userId);
      if (!target) throw userChangeError("notFound");
      if (target.id === admin.id) throw userChangeError("self");
      return { confirm: { id: target.id, name: target.name, email: target.email, role: input.role } } satisfies Confirm;
    }
    const outcome = await changeRole(admin.id, input.userId, input.role);
    if (!outcome.ok) {
      log.info("role change refused", { adminId: admin.id, reason: outcome.reason });
      throw userChangeError(outcome.reason);
    }
    log.info("role changed", { adminId: admin.id, userId: input.userId, role: outcome.role });
    return redirect(back(outcome.role === "admin" ? "promoted" : "demoted", input.userId));
  });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const { users, list, notice, selfId } = loaderData;
  const { failure, ok } = splitActionData(actionData as Confirm | ActionFailure | undefined);
  const confirm = ok?.confirm;
  const confirmReset = ok?.confirmReset;
  const here = `${PATH}${location.search}`;
  const current = listHref(PATH, list, list.query, list.filters);
  return (
    <>
      <AdminPageHeader
        title={t("adminUsers.heading")}
        backTo="/admin"
        backLabel={t("adminOrders.backToAdmin")}
        notices={
          <>
            {notice ? (
              <Notice tone="success">
                {t(notice.done === "promoted" ? "adminUsers.notice.promoted" : notice.done === "demoted" ? "adminUsers.notice.demoted" : "adminUsers.notice.twoFactorReset", { name: notice.name })}
              </Notice>
            ) : null}
            <FailureNotice failure={failure} />
          </>
        }
      />

      {confirm ? (
        <ConfirmPanel
          id="confirm-role-h"
          tone="warning"
          heading={t(confirm.role === "admin" ? "adminUsers.confirm.promoteHeading" : "adminUsers.confirm.demoteHeading", { name: confirm.name })}
          text={t(confirm.role === "admin" ? "adminUsers.confirm.promoteText" : "adminUsers.confirm.demoteText", { email: confirm.email })}
          action={here}
          fields={{ intent: "set-role", userId: confirm.id, role: confirm.role }}
          confirmLabel={t(confirm.role === "admin" ? "adminUsers.promote" : "adminUsers.demote")}
          pendingLabel={t("adminCourses.saving")}
          cancelHref={current}
          cancelLabel={t("adminCourses.cancel")}
        />
      ) : null}

      {confirmReset ? (
        <ConfirmPanel
          id="confirm-reset-h"
          heading={t("adminUsers.confirm.resetHeading", { name: confirmReset.name })}
          text={t("adminUsers.confirm.resetText", { email: confirmReset.email })}
          action={here}
          fields={{ intent: "reset-2fa", userId: confirmReset.id }}
          confirmLabel={t("adminUsers.resetTwoFactor")}
          pendingLabel={t("adminCourses.saving")}
          cancelHref={current}
          cancelLabel={t("adminCourses.cancel")}
        />
      ) : null}

      <ListSearch list={list} heading={t("adminUsers.filters.heading")} label={t("adminUsers.filters.search")} hint={t("adminUsers.filters.searchHint")} submitLabel={t("adminUsers.filters.apply")}>
        <SelectField
          label={t("adminUsers.filters.role")}
          name="role"
          id="role-filter"
          defaultValue={list.filters?.role ?? ""}
          options={[
            { value: "", label: t("adminUsers.filters.anyRole") },
            { value: "admin", label: t("adminUsers.role.admin") },
            { value: "user", label: t("adminUsers.role.user") },
          ]}
        />
      </ListSearch>

      <AdminList
        list={list}
        heading={t("adminUsers.list.heading", { count: list.total })}
        headingId="users-h"
        caption={t("adminUsers.list.caption")}
        columns={[
          { label: t("adminUsers.col.name"), sort: "name" },
          { label: t("adminUsers.col.email"), sort: "email" },
          { label: t("adminUsers.col.role"), sort: "role" },
          { label: t("adminUsers.col.twoFactor") },
          { label: t("adminUsers.col.joined"), sort: "created", firstDir: "desc" },
          { label: t("adminUsers.col.lastLogin"), sort: "lastLogin", firstDir: "desc" },
          { label: t("adminUsers.col.actions") },
        ]}
        empty={t("adminUsers.list.empty")}
        pagerLabel={t("adminUsers.pagination")}
        minWidthClass="min-w-[60rem]"
        testId="users-table-wrapper"
        rowCount={users.length}
      >
        {users.map((u) => (
          <tr key={u.id} className="border-t border-slate-200 align-top" data-user-id={u.id}>
            <th scope="row" className="px-3 py-2 font-medium break-words">
              {u.name}
              {u.id === selfId ? <span className="ml-1 text-xs font-normal text-slate-600">({t("adminUsers.you")})</span> : null}
            </th>
            <td className="px-3 py-2 break-all">{u.email}</td>
            <td className="px-3 py-2">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${u.role === "admin" ? "bg-saffron-500/15 text-slate-900" : "bg-slate-100 text-slate-800"}`}>
                {t(u.role === "admin" ? "adminUsers.role.admin" : "adminUsers.role.user")}
              </span>
            </td>
            <td className="px-3 py-2">{t(u.twoFactor ? "adminUsers.twoFactor.on" : "adminUsers.twoFactor.off")}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              <time dateTime={u.createdAt}>{formatDateTime(u.createdAt, locale)}</time>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{u.lastLogin ? <time dateTime={u.lastLogin}>{formatDateTime(u.lastLogin, locale)}</time> : "—"}</td>
            <RowActions>
              {u.id === selfId ? (
                <span className="max-w-32 text-xs text-slate-600">{t("adminUsers.selfHint")}</span>
              ) : (
                <>
                  <RowAction action={here} fields={{ intent: "confirm-role", userId: u.id, role: u.role === "admin" ? "user" : "admin" }} label={t(u.role === "admin" ? "adminUsers.demote" : "adminUsers.promote")} rowName={u.email} />
                  {u.twoFactor ? <RowAction action={here} fields={{ intent: "confirm-reset-2fa", userId: u.id }} label={t("adminUsers.resetTwoFactor")} rowName={u.email} /> : null}
                </>
              )}
            </RowActions>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
