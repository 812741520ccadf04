// /admin/blogs/new and /admin/blogs/:id — the blog editor (one module, two routes; decision 036):
// title, Markdown body with its live preview (the public page's own renderer), optional summary,
// category, language, author, cover image, and when it goes out: draft, now, or at a date and time
// typed in IST (stored in UTC). The form is multipart with the cover last; the action reads it with
// the streaming reader (lib/forms/stream-form.server.ts), so the cover goes to storage through
// `storeUpload` as it arrives (type sniffed, 5 MB while streaming). Bad input answers 400 with the
// messages beside the fields and everything typed kept; the Preview button renders without saving.
import { Form, redirect, useLocation } from "react-router";
import type { Route } from "./+types/blog-editor";
import { FormPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField, TextArea } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import { createPost, getPostForEdit, previewBody, updatePost } from "~/features/blogs/admin-blogs.server";
import { useCategoryName } from "~/features/blogs/category-chip";
import { removeCover, storeBlogCover } from "~/features/blogs/blog-covers.server";
import { BLOG_LIMITS, blogEditorSchema, blogId, utcToIst } from "~/features/blogs/blog-schemas";
import { BLOG_CATEGORIES, BLOG_LANGUAGES } from "~/features/blogs/blog-types";
import { MarkdownPreviewEditor } from "~/features/blogs/markdown-preview-editor";
import { type FieldErrors, isDomainError, notFound } from "~/lib/errors/domain-error";
import { type ActionFailure, actionFailure, formFailure, pageError } from "~/lib/errors/http-errors.server";
import { fieldErrors, typedValues } from "~/lib/forms/parse-input.server";
import { readStreamedForm } from "~/lib/forms/stream-form.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { FILE_KINDS } from "~/lib/storage/file-kinds";
import { fileStore } from "~/lib/storage/storage.server";
import { UploadRefused } from "~/lib/storage/upload.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminBlogs", "blogCategory")];

export const meta: Route.MetaFunction = ({ matches, params }) => pageMeta(matches, params.id ? "adminBlogs.edit.title" : "adminBlogs.new.title", "adminBlogs.description");

const COVER_MB = FILE_KINDS.cover.maxBytes / (1024 * 1024);

/** `/new` has no id; any other id that is not a post id is a 404. */
function parseId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const parsed = blogId.safeParse(raw);
  return parsed.success ? parsed.data : pageError(notFound("adminBlogs.notFound"));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const post = id === null ? null : await getPostForEdit(id);
  if (id !== null && !post) pageError(notFound("adminBlogs.notFound"));
  const done = new URL(request.url).searchParams.get("done");
  return { post, previewHtml: post ? previewBody(post.body) : "", limits: BLOG_LIMITS, coverMb: COVER_MB, done: done === "saved" || done === "created" ? done : null };
}

const COVER_ERRORS: Record<UploadRefused["reason"], MessageKey> = { tooLarge: "adminBlogs.error.coverTooLarge", wrongType: "adminBlogs.error.coverNotImage", typeMismatch: "adminBlogs.error.coverNotImage", empty: "adminBlogs.error.coverNotImage" };

type ActionData = ActionFailure | { ok: true; preview: string; values: Record<string, string> };


export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  if (id !== null && !(await getPostForEdit(id))) pageError(notFound("adminBlogs.notFound"));
  const store = fileStore();
  const form = await readStreamedForm<string>(request, {
    fileFields: ["cover"],
    // The body: 50,000 characters, up to 4 bytes each in UTF-8.
    maxFieldBytes: BLOG_LIMITS.body * 4 + 1024,
    maxFields: 20,
    onFile: (file) => storeBlogCover(store, file.stream, file.type),
  });
  if (!form) return formFailure(400, {}, {}, "error.badRequest");
  const coverKey = form.files.cover ?? null;
  const values = typedValues(form.fields, undefined, BLOG_LIMITS.body);
  const giveUp = async (response: ReturnType<typeof formFailure>) => {
    await removeCover(store, coverKey);
    return response;
  };
  if (form.malformed) return giveUp(formFailure(400, {}, values, "adminBlogs.error.uploadBroken"));
  const parsed = blogEditorSchema.safeParse(form.fields);
  const coverError = form.failures.cover;
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  let status = 400;
  if (coverError !== undefined) {
    if (coverError instanceof UploadRefused) {
      errors.cover = COVER_ERRORS[coverError.reason];
      status = Math.max(status, coverError.status);
    } else {
      log.error("blog cover upload failed", { error: String(coverError) });
      errors.cover = "adminBlogs.error.uploadBroken";
    }
  }
  // The no-JavaScript preview: render what was typed, save nothing (a chosen cover is dropped).
  if (form.fields.intent === "preview" && !errors.body && typeof form.fields.body === "string") {
    await removeCover(store, coverKey);
    return { ok: true as const, preview: previewBody(form.fields.body), values };
  }
  if (!parsed.success || Object.keys(errors).length > 0) return giveUp(formFailure(status, errors, values, "adminBlogs.error.fixBelow"));
  try {
    if (id !== null) {
      await updatePost(id, parsed.data, coverKey, admin.id);
      return redirect(`/admin/blogs/${id}?done=saved`);
    }
    const created = await createPost(parsed.data, coverKey, admin.id);
    return redirect(`/admin/blogs/${created.id}?done=created`);
  } catch (error) {
    await removeCover(store, coverKey);
    if (isDomainError(error)) return actionFailure(error, values);
    throw error;
  }
}

const STATUS_CLASS = { draft: "bg-slate-200 text-slate-800", scheduled: "bg-amber-100 text-amber-900", published: "bg-green-100 text-green-900" } as const;

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const categoryName = useCategoryName();
  const { post, previewHtml, limits, coverMb, done } = loaderData;
  const result = actionData as ActionData | undefined;
  const failed = result && result.ok === false ? result : undefined;
  const previewed = result && result.ok === true ? result : undefined;
  const typed = failed?.values ?? previewed?.values;
  const err = (field: string) => {
    const key = failed?.errors[field];
    return key ? t(key, failed?.vars) : undefined;
  };
  const v = (field: string, fallback: string) => typed?.[field] ?? fallback;
  const status = post?.status ?? "draft";
  const defaultPublish = status === "published" ? "now" : status === "scheduled" ? "schedule" : "draft";
  const publish = v("publish", defaultPublish);
  const formError = failed?.formError ? t(failed.formError.key, failed.formError.vars) : null;
  const statusText = post?.publishAt
    ? t(status === "scheduled" ? "adminBlogs.status.scheduledFor" : "adminBlogs.status.publishedOn", { date: formatDateTime(post.publishAt, locale) })
    : t("adminBlogs.status.draftText");
  return (
    <FormPage
      title={post ? t("adminBlogs.edit.heading", { name: post.title }) : t("adminBlogs.new.heading")}
      aside={post ? <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_CLASS[status]}`}>{t(`adminBlogs.status.${status}`)}</span> : undefined}
      backTo="/admin/blogs"
      backLabel={t("adminBlogs.backToList")}
      intro={post ? undefined : t("adminBlogs.new.intro")}
      error={formError}
    >
      <div aria-live="polite">
        {done && !result ? (
          <Notice tone="success" className="mt-4">
            {t(done === "created" ? "adminBlogs.notice.created" : "adminBlogs.notice.saved")}{" "}
            {status === "published" && post ? (
              <a href={post.href} className="font-semibold underline underline-offset-4">
                {t("adminBlogs.notice.view")}
              </a>
            ) : null}
          </Notice>
        ) : null}
      </div>
      {post ? (
        <p className="mt-4 text-sm text-slate-700">
          {statusText}
          {status === "published" ? (
            <>
              {" · "}
              <a href={post.href} className="font-semibold text-brand-700 underline underline-offset-4">
                {t("adminBlogs.viewPost")}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {/* A new key after each navigation: after a save the file input is empty again; a refused save
          keeps the typed fields (defaultValue). The cover comes last: the text fields arrive first. */}
      <Form key={location.key} method="post" encType="multipart/form-data" noValidate className="mt-6 grid grid-cols-1 gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
        <Field label={t("adminBlogs.field.title")} name="title" id="blog-title" defaultValue={v("title", post?.title ?? "")} required maxLength={limits.title} error={err("title")} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <MarkdownPreviewEditor
            key={previewed ? `previewed-${location.key}` : "editor"}
            id="blog-body"
            name="body"
            label={t("adminBlogs.field.body")}
            hint={t("adminBlogs.field.bodyHint")}
            error={err("body")}
            defaultValue={v("body", post?.body ?? "")}
            initialHtml={previewed?.preview ?? previewHtml}
            maxLength={limits.body}
          />
        </div>
        <TextArea label={t("adminBlogs.field.excerpt")} name="excerpt" id="blog-excerpt" rows={2} defaultValue={v("excerpt", post?.excerpt ?? "")} maxLength={limits.excerpt} hint={t("adminBlogs.field.excerptHint")} error={err("excerpt")} className="sm:col-span-2" />
        <SelectField
          label={t("adminBlogs.field.category")}
          name="category"
          id="blog-category"
          defaultValue={v("category", post?.category ?? "board-exams")}
          options={BLOG_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
          error={err("category")}
        />
        <SelectField
          label={t("adminBlogs.field.language")}
          name="language"
          id="blog-language"
          defaultValue={v("language", post?.language ?? "en")}
          options={BLOG_LANGUAGES.map((l) => ({ value: l, label: t(`adminBlogs.language.${l}`) }))}
          hint={t("adminBlogs.field.languageHint")}
          error={err("language")}
        />
        <Field label={t("adminBlogs.field.author")} name="authorName" id="blog-author" defaultValue={v("authorName", post?.authorName ?? "")} maxLength={limits.author} error={err("authorName")} />
        <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={err("publish") || err("publishAt") ? "blog-publish-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t("adminBlogs.field.publish")}</legend>
          {(["draft", "now", "schedule"] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-3">
              <input type="radio" name="publish" value={choice} defaultChecked={publish === choice} className="size-5 accent-brand-700" />
              <span>{t(choice === "now" && status === "published" ? "adminBlogs.publish.keep" : `adminBlogs.publish.${choice}`)}</span>
            </label>
          ))}
          <Field
            label={t("adminBlogs.field.publishAt")}
            name="publishAt"
            id="blog-publish-at"
            type="datetime-local"
            defaultValue={v("publishAt", post?.publishAt && status === "scheduled" ? utcToIst(new Date(post.publishAt)) : "")}
            hint={t("adminBlogs.field.publishAtHint")}
            error={err("publishAt")}
            className="max-w-xs"
          />
          {err("publish") ? (
            <p id="blog-publish-error" className="text-sm text-red-700">
              {err("publish")}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-2 sm:col-span-2">
          {post?.coverUrl ? <img src={post.coverUrl} alt={t("adminBlogs.field.currentCover")} width={240} height={126} className="aspect-[40/21] h-auto w-60 rounded-lg object-cover ring-1 ring-slate-200" /> : null}
          <Field
            label={post?.coverUrl ? t("adminBlogs.field.replaceCover") : t("adminBlogs.field.cover")}
            name="cover"
            id="blog-cover"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint={t("adminBlogs.field.coverHint", { mb: coverMb })}
            error={err("cover")}
            className="min-w-0 [&_input]:w-full [&_input]:min-w-0"
          />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <SubmitButton label={post ? t("adminBlogs.save") : t("adminBlogs.create")} pendingLabel={t("adminBlogs.saving")} name="intent" value="save" />
          <Button type="submit" variant="secondary" name="intent" value="preview">
            {t("adminBlogs.previewButton")}
          </Button>
        </div>
      </Form>
    </FormPage>
  );
}
