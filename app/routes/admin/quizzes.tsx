// /admin/quizzes — every quiz and mock test, published or not, 25 a page: search by title or subject,
// filter by mode, class and status, sort by a column (the admin kit), publish/unpublish, delete after
// a confirmation (a quiz students have attempted is unpublished instead). Admins only; the rules live
// in features/quizzes/admin-quizzes.server.ts (decision 041).
import { Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/quizzes";
import {
  AdminList,
  ListSearch,
  RowAction,
  RowActions,
} from "~/components/ui/admin-list";
import { AdminPageHeader } from "~/components/ui/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { requireAdmin } from "~/features/accounts/session.server";
import { listAction } from "~/features/quizzes/admin-quiz-schemas";
import {
  ADMIN_QUIZ_LIST,
  deleteOrUnpublishQuiz,
  listAdminQuizzes,
  quizTitle,
  realAttemptCount,
  setPublished,
} from "~/features/quizzes/admin-quizzes.server";
import { parseIntId } from "~/features/quizzes/quiz-schemas";
import {
  QUIZ_CLASSES,
  QUIZ_MODES,
  type QuizClass,
  type QuizMode,
} from "~/features/quizzes/quiz-types";
import { notFound } from "~/lib/errors/domain-error";
import {
  type ActionFailure,
  invalidInput,
  runAction,
} from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { listHref, listState, withParams } from "~/lib/lists/list-query";
import { parseListQuery } from "~/lib/lists/list-query.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [
  routeMessages("admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminQuizzes", "pager", "quizzes"),
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "adminQuizzes.title", "adminQuizzes.description");

const PATH = "/admin/quizzes";
const DONE = ["published", "unpublished", "deleted", "kept"] as const;
type Done = (typeof DONE)[number];
const STATUSES = ["published", "draft"] as const;

function listFrom(params: URLSearchParams) {
  const query = parseListQuery(params, ADMIN_QUIZ_LIST);
  const mode = (QUIZ_MODES as readonly string[]).includes(
    params.get("mode") ?? "",
  )
    ? (params.get("mode") as QuizMode)
    : undefined;
  const cls = (QUIZ_CLASSES as readonly string[]).includes(
    params.get("class") ?? "",
  )
    ? (params.get("class") as QuizClass)
    : undefined;
  const status = (STATUSES as readonly string[]).includes(
    params.get("status") ?? "",
  )
    ? (params.get("status") as (typeof STATUSES)[number])
    : undefined;
  return { query, filters: { mode, class: cls, status } };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { query, filters } = listFrom(params);
  const page = await listAdminQuizzes(query, {
    mode: filters.mode,
    class: filters.class,
    published: filters.status ? filters.status === "published" : undefined,
  });
  const done = (DONE as readonly string[]).includes(params.get("done") ?? "")
    ? (params.get("done") as Done)
    : null;
  const id = parseIntId(params.get("id") ?? undefined);
  let notice: { done: Done; name: string; attempts: number } | null = null;
  if (done === "deleted") notice = { done, name: "", attempts: 0 };
  else if (done && id) {
    const name = await quizTitle(id);
    if (name !== null)
      notice = {
        done,
        name,
        attempts: done === "kept" ? await realAttemptCount(id) : 0,
      };
  }
  return {
    rows: page.rows,
    list: listState(PATH, ADMIN_QUIZ_LIST, query, filters, page),
    notice,
  };
}

type ActionData =
  | { confirmDelete: { id: number; name: string; attempts: number } }
  | ActionFailure;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, listAction, { unique: true });
  if (!parsed.ok) return invalidInput(parsed);
  const { intent, quizId } = parsed.data;
  const { query, filters } = listFrom(new URL(request.url).searchParams);
  const back = (extra: Record<string, string>) =>
    withParams(listHref(PATH, ADMIN_QUIZ_LIST, query, filters), extra);
  return runAction(async () => {
    if (intent === "delete") {
      // The confirmation step: nothing changes until intent=delete-confirmed.
      const name = await quizTitle(quizId);
      if (name === null) throw notFound("adminQuizzes.notFound");
      return {
        confirmDelete: {
          id: quizId,
          name,
          attempts: await realAttemptCount(quizId),
        },
      };
    }
    if (intent === "delete-confirmed") {
      const outcome = await deleteOrUnpublishQuiz(quizId, admin.id);
      return redirect(
        outcome.status === "deleted"
          ? back({ done: "deleted" })
          : back({ done: "kept", id: String(quizId) }),
      );
    }
    await setPublished(quizId, intent === "publish", admin.id);
    return redirect(back({ done: `${intent}ed`, id: String(quizId) }));
  }, parsed.values);
}

export default function AdminQuizzes({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const counted = (
    key:
      | "adminQuizzes.list.heading"
      | "adminQuizzes.delete.confirmAttempts"
      | "adminQuizzes.notice.kept",
    count: number,
    vars: Record<string, string> = {},
  ) =>
    t(plural(locale, count, { one: `${key}.one`, other: `${key}.other` }), {
      ...vars,
      count,
    });
  const { rows, list, notice } = loaderData;
  const result = actionData as ActionData | undefined;
  const failure = result && "ok" in result ? result : undefined;
  const confirm =
    result && "confirmDelete" in result ? result.confirmDelete : undefined;
  const failureKey = failure
    ? (failure.formError?.key ?? Object.values(failure.errors).find(Boolean))
    : undefined;
  const here = `${PATH}${location.search}`;
  const back = listHref(PATH, list, list.query, list.filters);
  const filtered = Boolean(
    list.query.q ||
    list.filters?.mode ||
    list.filters?.class ||
    list.filters?.status,
  );
  return (
    <>
      <AdminPageHeader
        title={t("adminQuizzes.heading")}
        backTo="/admin"
        backLabel={t("adminQuizzes.backToAdmin")}
        action={
          <ButtonLink to="/admin/quizzes/new">
            {t("adminQuizzes.new")}
          </ButtonLink>
        }
        notices={
          <>
            {notice?.done === "published" ? (
              <Notice tone="success">
                {t("adminQuizzes.notice.published", { name: notice.name })}
              </Notice>
            ) : null}
            {notice?.done === "unpublished" ? (
              <Notice tone="success">
                {t("adminQuizzes.notice.unpublished", { name: notice.name })}
              </Notice>
            ) : null}
            {notice?.done === "deleted" ? (
              <Notice tone="success">{t("adminQuizzes.notice.deleted")}</Notice>
            ) : null}
            {notice?.done === "kept" ? (
              <Notice tone="success">
                {counted("adminQuizzes.notice.kept", notice.attempts, {
                  name: notice.name,
                })}
              </Notice>
            ) : null}
            {failureKey ? (
              <Notice tone="error">
                {t(failureKey, failure?.formError?.vars)}
              </Notice>
            ) : null}
          </>
        }
      />

      {confirm ? (
        <ConfirmPanel
          id="confirm-delete-heading"
          heading={t("adminQuizzes.delete.confirmHeading", {
            name: confirm.name,
          })}
          text={
            confirm.attempts > 0
              ? counted("adminQuizzes.delete.confirmAttempts", confirm.attempts)
              : t("adminQuizzes.delete.confirmText")
          }
          action={here}
          fields={{ intent: "delete-confirmed", quizId: confirm.id }}
          confirmLabel={
            confirm.attempts > 0
              ? t("adminQuizzes.delete.confirmUnpublish")
              : t("adminQuizzes.delete.confirm")
          }
          pendingLabel={t("adminQuizzes.saving")}
          cancelHref={back}
          cancelLabel={t("adminQuizzes.cancel")}
          tone={confirm.attempts > 0 ? "warning" : "danger"}
        />
      ) : null}

      <ListSearch
        list={list}
        heading={t("adminQuizzes.search.heading")}
        label={t("adminQuizzes.search.label")}
        submitLabel={t("adminQuizzes.search.submit")}
        wide={false}
        id="quizzes-q"
      >
        <SelectField
          label={t("adminQuizzes.filter.mode")}
          name="mode"
          id="mode-filter"
          defaultValue={list.filters?.mode ?? ""}
          options={[
            { value: "", label: t("adminQuizzes.filter.anyMode") },
            ...QUIZ_MODES.map((m) => ({
              value: m,
              label: t(`adminQuizzes.mode.${m}`),
            })),
          ]}
        />
        <SelectField
          label={t("adminQuizzes.filter.class")}
          name="class"
          id="class-filter"
          defaultValue={list.filters?.class ?? ""}
          options={[
            { value: "", label: t("adminQuizzes.filter.anyClass") },
            ...QUIZ_CLASSES.map((c) => ({
              value: c,
              label: t(`adminQuizzes.class.${c}`),
            })),
          ]}
        />
        <SelectField
          label={t("adminQuizzes.filter.status")}
          name="status"
          id="status-filter"
          defaultValue={list.filters?.status ?? ""}
          options={[
            { value: "", label: t("adminQuizzes.filter.anyStatus") },
            { value: "published", label: t("adminQuizzes.status.published") },
            { value: "draft", label: t("adminQuizzes.status.draft") },
          ]}
        />
      </ListSearch>

      <AdminList
        list={list}
        heading={counted("adminQuizzes.list.heading", list.total)}
        headingId="all-quizzes-heading"
        caption={t("adminQuizzes.list.caption")}
        columns={[
          {
            label: t("adminQuizzes.col.title"),
            sort: "title",
            className: "max-lg:w-32",
          },
          {
            label: t("adminQuizzes.col.status"),
            sort: "status",
            firstDir: "desc",
          },
          { label: t("adminQuizzes.col.mode"), sort: "mode" },
          { label: t("adminQuizzes.col.class"), sort: "class" },
          { label: t("adminQuizzes.col.subject"), sort: "subject" },
          {
            label: t("adminQuizzes.col.questions"),
            sort: "questions",
            firstDir: "desc",
          },
          { label: t("adminQuizzes.col.attempts") },
          { label: t("adminQuizzes.col.actions") },
        ]}
        empty={
          filtered
            ? t("adminQuizzes.list.noMatch")
            : t("adminQuizzes.list.empty")
        }
        pagerLabel={t("adminQuizzes.pagination")}
        testId="quizzes-table-wrapper"
        minWidthClass="min-w-[56rem]"
        rowCount={rows.length}
      >
        {rows.map((r) => (
          <tr
            key={r.id}
            className="border-t border-slate-200 align-top"
            data-quiz-id={r.id}
          >
            <th
              scope="row"
              className="max-w-64 px-3 py-2 font-medium break-words"
            >
              <Link
                to={`/admin/quizzes/${r.id}`}
                className="text-brand-700 underline underline-offset-4"
              >
                {r.title}
              </Link>
            </th>
            <td className="px-3 py-2">
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${r.published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
              >
                {r.published
                  ? t("adminQuizzes.status.published")
                  : t("adminQuizzes.status.draft")}
              </span>
            </td>
            <td className="px-3 py-2">
              {t(`adminQuizzes.mode.${r.mode}`)}
              {r.preset ? (
                <span className="block text-xs text-slate-700">
                  {t(`adminQuizzes.preset.${r.preset}`)}
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2">{t(`adminQuizzes.class.${r.class}`)}</td>
            <td className="px-3 py-2">{r.subject}</td>
            <td className="px-3 py-2 text-right tabular-nums">{r.questions}</td>
            <td className="px-3 py-2 text-right tabular-nums">{r.attempts}</td>
            <RowActions>
              <Link
                to={`/admin/quizzes/${r.id}`}
                className="hidden min-h-11 items-center justify-center px-3 font-semibold text-brand-700 underline underline-offset-4 lg:inline-flex"
              >
                {t("adminQuizzes.edit")}
                <span className="sr-only"> {r.title}</span>
              </Link>
              <RowAction
                action={here}
                fields={{
                  quizId: r.id,
                  intent: r.published ? "unpublish" : "publish",
                }}
                label={
                  r.published
                    ? t("adminQuizzes.unpublish")
                    : t("adminQuizzes.publish")
                }
                rowName={r.title}
              />
              <RowAction
                action={here}
                fields={{ quizId: r.id, intent: "delete" }}
                label={t("adminQuizzes.delete")}
                rowName={r.title}
                danger
              />
            </RowActions>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
