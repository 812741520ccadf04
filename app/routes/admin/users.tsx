// /admin/users — every account, newest first, 25 a page, searchable by name or e-mail and filtered by
// role; "Make admin" / "Remove admin" with a confirmation step (the first POST answers with it, the
// second one changes the role). Admins only; the rules live in features/admin/users.server.ts.
import { data, Form, Link, redirect, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users";
import { Button, ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { Pager } from "~/components/ui/pager";
import { SubmitButton } from "~/components/ui/submit-button";
import { changeRole, listUsers, parseUserFilters, resetTwoFactor, userSummary, usersQuery, type RoleChange } from "~/features/admin/users.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { readForm } from "~/lib/forms/read-form.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCourses.cancel", "adminCourses.saving", "adminOrders.backToAdmin", "adminUsers", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminUsers.title", "adminUsers.description"), { name: "robots", content: "noindex" }];

const userId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/); // better-auth ids; never NUL or markup
const usersAction = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.enum(["confirm-role", "set-role"]), userId, role: z.enum(["admin", "user"]) }),
  z.strictObject({ intent: z.enum(["confirm-reset-2fa", "reset-2fa"]), userId }),
]);

type Refusal = Exclude<RoleChange, { ok: true }>["reason"];
const REFUSALS: Record<Refusal, { status: number; message: MessageKey }> = {
  notFound: { status: 404, message: "adminUsers.error.notFound" },
  self: { status: 400, message: "adminUsers.error.self" },
  lastAdmin: { status: 409, message: "adminUsers.error.lastAdmin" },
  unchanged: { status: 409, message: "adminUsers.error.unchanged" },
  notAllowed: { status: 403, message: "adminUsers.error.notAllowed" },
};

type ActionData = { error?: MessageKey; confirm?: { id: string; name: string; email: string; role: "admin" | "user" }; confirmReset?: { id: string; name: string; email: string } };

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { filters, page } = parseUserFilters(params);
  const list = await listUsers(filters, page);
  const done = params.get("done");
  const changed = done === "promoted" || done === "demoted" || done === "twoFactorReset" ? await userSummary(params.get("user") ?? "") : null;
  const href = (p: number) => {
    const query = usersQuery(filters, p);
    return query ? `/admin/users?${query}` : "/admin/users";
  };
  return {
    ...list,
    filters,
    selfId: admin.id,
    notice: changed && (done === "promoted" || done === "demoted" || done === "twoFactorReset") ? { done, name: changed.name } : null,
    links: { current: href(list.page), previous: list.page > 1 ? href(list.page - 1) : null, next: list.page < list.pageCount ? href(list.page + 1) : null },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { filters, page } = parseUserFilters(new URL(request.url).searchParams);
  const form = await readForm(request);
  const entries = form ? [...form.entries()] : null;
  const parsed = entries && entries.every(([, v]) => typeof v === "string") ? usersAction.safeParse(Object.fromEntries(entries)) : null;
  if (!parsed?.success || new Set(entries?.map(([k]) => k)).size !== entries?.length) return data<ActionData>({ error: "adminUsers.error.badRequest" }, { status: 400 });
  const input = parsed.data;
  const back = (done: string, user: string) => {
    const query = new URLSearchParams(usersQuery(filters, page));
    query.set("done", done);
    query.set("user", user);
    return `/admin/users?${query}`;
  };
  if (input.intent === "confirm-reset-2fa" || input.intent === "reset-2fa") {
    const target = await userSummary(input.userId);
    if (!target) return data<ActionData>({ error: REFUSALS.notFound.message }, { status: 404 });
    if (target.id === admin.id) return data<ActionData>({ error: "adminUsers.error.selfTwoFactor" }, { status: 400 });
    if (input.intent === "confirm-reset-2fa") return { confirmReset: { id: target.id, name: target.name, email: target.email } } satisfies ActionData;
    const reset = await resetTwoFactor(admin.id, input.userId);
    if (!reset.ok) return data<ActionData>({ error: reset.reason === "unchanged" ? "adminUsers.error.twoFactorOff" : REFUSALS[reset.reason].message }, { status: reset.reason === "unchanged" ? 409 : 400 });
    log.info("two-step verification reset by an admin", { adminId: admin.id, userId: input.userId });
    return redirect(back("twoFactorReset", input.userId));
  }
  if (!("role" in input)) return data<ActionData>({ error: "adminUsers.error.badRequest" }, { status: 400 }); // the reset intents returned above
  if (input.intent === "confirm-role") {
    const target = await userSummary(input.userId);
    if (!target) return data<ActionData>({ error: REFUSALS.notFound.message }, { status: 404 });
    if (target.id === admin.id) return data<ActionData>({ error: REFUSALS.self.message }, { status: 400 });
    return { confirm: { id: target.id, name: target.name, email: target.email, role: input.role } } satisfies ActionData;
  }
  const outcome = await changeRole(admin.id, input.userId, input.role);
  if (!outcome.ok) {
    log.info("role change refused", { adminId: admin.id, reason: outcome.reason });
    return data<ActionData>({ error: REFUSALS[outcome.reason].message }, { status: REFUSALS[outcome.reason].status });
  }
  log.info("role changed", { adminId: admin.id, userId: input.userId, role: outcome.role });
  return redirect(back(outcome.role === "admin" ? "promoted" : "demoted", input.userId));
}


export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const { users, total, page, pageCount, filters, notice, links, selfId } = loaderData;
  const result = actionData as ActionData | undefined;
  const confirm = result?.confirm;
  const confirmReset = result?.confirmReset;
  const here = `/admin/users${location.search}`;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("adminUsers.heading")}</h1>
      <p className="mt-2 text-sm">
        <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("adminOrders.backToAdmin")}
        </Link>
      </p>

      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {notice ? (
          <Notice tone="success">
            {t(notice.done === "promoted" ? "adminUsers.notice.promoted" : notice.done === "demoted" ? "adminUsers.notice.demoted" : "adminUsers.notice.twoFactorReset", { name: notice.name })}
          </Notice>
        ) : null}
        {result?.error ? <Notice tone="error">{t(result.error)}</Notice> : null}
      </div>

      {confirm ? (
        <section aria-labelledby="confirm-role-h" className="mt-4 rounded-2xl border-2 border-saffron-600 bg-white p-4">
          <h2 id="confirm-role-h" className="text-lg font-bold break-words">
            {t(confirm.role === "admin" ? "adminUsers.confirm.promoteHeading" : "adminUsers.confirm.demoteHeading", { name: confirm.name })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t(confirm.role === "admin" ? "adminUsers.confirm.promoteText" : "adminUsers.confirm.demoteText", { email: confirm.email })}
          </p>
          <Form method="post" action={here} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="set-role" />
            <input type="hidden" name="userId" value={confirm.id} />
            <input type="hidden" name="role" value={confirm.role} />
            <SubmitButton label={t(confirm.role === "admin" ? "adminUsers.promote" : "adminUsers.demote")} pendingLabel={t("adminCourses.saving")} />
            <ButtonLink to={links.current} variant="secondary">
              {t("adminCourses.cancel")}
            </ButtonLink>
          </Form>
        </section>
      ) : null}

      {confirmReset ? (
        <section aria-labelledby="confirm-reset-h" className="mt-4 rounded-2xl border-2 border-red-700 bg-white p-4">
          <h2 id="confirm-reset-h" className="text-lg font-bold break-words">
            {t("adminUsers.confirm.resetHeading", { name: confirmReset.name })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("adminUsers.confirm.resetText", { email: confirmReset.email })}</p>
          <Form method="post" action={here} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="reset-2fa" />
            <input type="hidden" name="userId" value={confirmReset.id} />
            <SubmitButton label={t("adminUsers.resetTwoFactor")} pendingLabel={t("adminCourses.saving")} className="bg-red-700 hover:bg-red-800" />
            <ButtonLink to={links.current} variant="secondary">
              {t("adminCourses.cancel")}
            </ButtonLink>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="user-filters-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="user-filters-h" className="text-lg font-semibold">
          {t("adminUsers.filters.heading")}
        </h2>
        <Form method="get" className="mt-3 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <Field label={t("adminUsers.filters.search")} name="q" defaultValue={filters.q} maxLength={200} hint={t("adminUsers.filters.searchHint")} />
          <SelectField
            label={t("adminUsers.filters.role")}
            name="role"
            id="role-filter"
            defaultValue={filters.role ?? ""}
            options={[
              { value: "", label: t("adminUsers.filters.anyRole") },
              { value: "admin", label: t("adminUsers.role.admin") },
              { value: "user", label: t("adminUsers.role.user") },
            ]}
          />
          <Button type="submit">{t("adminUsers.filters.apply")}</Button>
        </Form>
      </section>

      <section aria-labelledby="users-h" className="mt-8">
        <h2 id="users-h" className="text-xl font-bold">
          {t("adminUsers.list.heading", { count: total })}
        </h2>
        {users.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("adminUsers.list.empty")}</p>
        ) : (
          <DataTable
            caption={t("adminUsers.list.caption")}
            columns={(["name", "email", "role", "twoFactor", "joined", "lastLogin", "actions"] as const).map((col) => ({ label: t(`adminUsers.col.${col}`) }))}
            minWidthClass="min-w-[60rem]"
            className="mt-3 rounded-2xl border border-slate-200 bg-white"
            testId="users-table-wrapper"
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
                <td className="px-3 py-2">
                  {u.id === selfId ? (
                    <span className="text-xs text-slate-600">{t("adminUsers.selfHint")}</span>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Form method="post" action={here}>
                        <input type="hidden" name="intent" value="confirm-role" />
                        <input type="hidden" name="userId" value={u.id} />
                        <input type="hidden" name="role" value={u.role === "admin" ? "user" : "admin"} />
                        <Button type="submit" variant="secondary" className="px-3">
                          {t(u.role === "admin" ? "adminUsers.demote" : "adminUsers.promote")}
                          <span className="sr-only"> {u.email}</span>
                        </Button>
                      </Form>
                      {u.twoFactor ? (
                        <Form method="post" action={here}>
                          <input type="hidden" name="intent" value="confirm-reset-2fa" />
                          <input type="hidden" name="userId" value={u.id} />
                          <Button type="submit" variant="secondary" className="px-3">
                            {t("adminUsers.resetTwoFactor")}
                            <span className="sr-only"> {u.email}</span>
                          </Button>
                        </Form>
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {pageCount > 1 ? (
          <Pager label={t("adminUsers.pagination")} page={page} pageCount={pageCount} previousHref={links.previous} nextHref={links.next} />
        ) : null}
      </section>
    </>
  );
}
