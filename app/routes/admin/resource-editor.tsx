// /admin/resources/new and /admin/resources/:id — the study-resource editor (one module, two routes).
// The form is multipart and its files come last: the action reads it with the streaming reader
// (lib/forms/stream-form.server.ts), so a 100 MB book goes to storage as it arrives and is never held
// in memory by the form parser; the server's body limit for these two pages is set in server/app.ts.
// A refused file (too large, not a PDF) answers 4xx with the typed fields kept. Decision 034.
import { Form, redirect, useLocation } from "react-router";
import type { Route } from "./+types/resource-editor";
import { parseResourceId } from "~/features/resources/resource-access.server";
import { FormPage } from "~/components/ui/admin-page";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField, TextArea } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import { RESOURCE_LIMITS, resourceEditorSchema } from "~/features/resources/admin-resource-schemas";
import { createResource, getResourceForEdit, type NewFiles, removeFiles, resourceFiles, updateResource } from "~/features/resources/admin-resources.server";
import { derivePreview, makeCover, readStoredPdf, storeCover, storeResourcePdf, UnreadablePdf, UPLOAD_KIND } from "~/features/resources/resource-uploads.server";
import { RESOURCE_CLASSES, RESOURCE_KINDS, type ResourceKind } from "~/features/resources/resource-types";
import { type FieldErrors, isDomainError, notFound } from "~/lib/errors/domain-error";
import { type ActionFailure, actionFailure, formFailure, pageError } from "~/lib/errors/http-errors.server";
import { fieldErrors, typedValues } from "~/lib/forms/parse-input.server";
import { readStreamedForm } from "~/lib/forms/stream-form.server";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { FILE_KINDS } from "~/lib/storage/file-kinds";
import { fileStore } from "~/lib/storage/storage.server";
import { UploadRefused } from "~/lib/storage/upload.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminResources", "resources")];

export const meta: Route.MetaFunction = ({ matches, params }) => pageMeta(matches, params.id ? "adminResources.edit.title" : "adminResources.new.title", "adminResources.description");

const MB = 1024 * 1024;
const LIMIT_MB = Object.fromEntries(RESOURCE_KINDS.map((k) => [k, FILE_KINDS[UPLOAD_KIND[k]].maxBytes / MB])) as Record<ResourceKind, number>;

/** `/new` has no id; any other id that is not a resource id (too long, zero, out of range) is a 404. */
function parseId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  return parseResourceId(raw) ?? pageError(notFound("adminResources.notFound"));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const item = id === null ? null : await getResourceForEdit(id);
  if (id !== null && !item) pageError(notFound("adminResources.notFound"));
  return { item, limitsMb: LIMIT_MB, limits: RESOURCE_LIMITS, done: new URL(request.url).searchParams.get("done") === "saved" };
}

type Stored = { field: "file"; fileKey: string; fileBytes: number } | { field: "cover"; coverKey: string };

const FILE_ERRORS: Record<UploadRefused["reason"], MessageKey> = { tooLarge: "adminResources.error.fileTooLarge", wrongType: "adminResources.error.fileNotPdf", typeMismatch: "adminResources.error.fileNotPdf", empty: "adminResources.error.fileEmpty" };
const COVER_ERRORS: Record<UploadRefused["reason"], MessageKey> = { tooLarge: "adminResources.error.coverTooLarge", wrongType: "adminResources.error.coverNotImage", typeMismatch: "adminResources.error.coverNotImage", empty: "adminResources.error.coverNotImage" };


export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  const current = id === null ? null : await getResourceForEdit(id);
  if (id !== null && !current) pageError(notFound("adminResources.notFound"));
  const store = fileStore();
  const form = await readStreamedForm<Stored>(request, {
    fileFields: ["file", "cover"],
    maxFieldBytes: 4 * 1024,
    onFile: async (file, fieldsSoFar) => {
      if (file.field === "cover") return { field: "cover", coverKey: await storeCover(store, file.stream, file.type) };
      // The kind decides the size limit; it comes before the file in the form (and cannot change on an existing item).
      const kind = current?.kind ?? fieldsSoFar.kind;
      if (!(RESOURCE_KINDS as readonly string[]).includes(kind ?? "")) throw new UploadRefused("wrongType", "pdfNotes");
      const stored = await storeResourcePdf(store, kind as ResourceKind, file.stream, file.type);
      return { field: "file", ...stored };
    },
  });
  if (!form) return formFailure(400, {}, {}, "error.badRequest");
  const uploaded = Object.values(form.files).filter((f): f is Stored => Boolean(f));
  const newKeys = uploaded.map((f) => (f.field === "file" ? f.fileKey : f.coverKey));
  const values = typedValues(form.fields, undefined, RESOURCE_LIMITS.keywords);
  const giveUp = async (response: ReturnType<typeof formFailure>) => {
    await removeFiles(newKeys);
    return response;
  };
  if (form.malformed) return giveUp(formFailure(400, {}, values, "adminResources.error.uploadBroken"));

  const fields = current ? { ...form.fields, kind: current.kind } : form.fields;
  const parsed = resourceEditorSchema.safeParse(fields);
  const fileFailure = form.failures.file;
  const coverFailure = form.failures.cover;
  const uploadErrors: FieldErrors = {};
  let status = 400;
  let vars: Record<string, string | number> | undefined;
  for (const [field, error, table] of [
    ["file", fileFailure, FILE_ERRORS],
    ["cover", coverFailure, COVER_ERRORS],
  ] as const) {
    if (error === undefined) continue;
    if (error instanceof UploadRefused) {
      uploadErrors[field] = table[error.reason];
      status = Math.max(status, error.status);
      if (field === "file") vars = { mb: Math.round(FILE_KINDS[error.kind].maxBytes / MB) };
    } else {
      log.error("resource upload failed", { field, error: String(error) });
      uploadErrors[field] = "adminResources.error.uploadBroken";
    }
  }
  if (!parsed.success || Object.keys(uploadErrors).length > 0) {
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...uploadErrors };
    return giveUp(formFailure(status, errors, values, "adminResources.error.fixBelow", vars));
  }
  const input = parsed.data;

  const files: NewFiles = {};
  try {
    for (const f of uploaded) {
      if (f.field === "file") Object.assign(files, { fileKey: f.fileKey, fileBytes: f.fileBytes });
      else files.coverKey = f.coverKey;
    }
    // A new PDF, or a new preview length for the PDF already there: cut the preview again.
    const pdfKey = files.fileKey ?? (current && id !== null && current.previewPages !== input.previewPages ? ((await resourceFiles(id))?.fileKey ?? null) : null);
    let pdf: Uint8Array | null = null;
    if (pdfKey) {
      const derived = await derivePreview(store, pdfKey, input.previewPages);
      files.previewKey = derived.previewKey;
      files.pageCount = derived.pageCount;
      if (files.fileKey) pdf = derived.pdf;
    }
    if (files.previewKey) newKeys.push(files.previewKey);
    // No uploaded cover: page 1 of the PDF, else the drawn one — for an item without a cover, and again
    // when a new PDF replaces the one a made cover was rendered from (an uploaded cover stays).
    if (!files.coverKey && (!current?.hasCover || (files.fileKey && current.coverMade))) {
      const existingPdf = !pdf && !files.fileKey && id !== null ? ((await resourceFiles(id))?.fileKey ?? null) : null;
      pdf ??= existingPdf ? await readStoredPdf(store, existingPdf) : null;
      files.coverKey = (await makeCover(store, { kind: input.kind, title: input.title, classLevel: input.classLevel, subject: input.subject }, pdf)).key;
      newKeys.push(files.coverKey);
    }
    if (current && id !== null) {
      await updateResource(id, input, files, admin.id);
      return redirect(`/admin/resources/${id}?done=saved`);
    }
    const created = await createResource(input, files, admin.id);
    return redirect(`/admin/resources/${created.id}?done=saved`);
  } catch (error) {
    await removeFiles(newKeys);
    if (error instanceof UnreadablePdf) return formFailure(400, { file: "adminResources.error.fileUnreadable" }, values, "adminResources.error.fixBelow");
    if (isDomainError(error)) return actionFailure(error, values);
    log.error("resource save failed", { error: String(error) });
    return formFailure(500, {}, values, "adminResources.error.saveFailed");
  }
}

const formatSize = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export default function ResourceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const { item, limitsMb, limits, done } = loaderData;
  const failed = actionData && "ok" in actionData ? (actionData as ActionFailure) : undefined;
  const errors = failed?.errors ?? {};
  const err = (field: string) => {
    const key = errors[field];
    return key ? t(key, failed?.vars) : undefined;
  };
  const v = (field: string, fallback: string) => failed?.values[field] ?? fallback;
  const kind = (item?.kind ?? v("kind", "pdf-notes")) as ResourceKind;
  const published = failed ? failed.values.published === "on" : (item?.published ?? false);
  const formError = failed ? (failed.formError ? t(failed.formError.key, failed.formError.vars) : null) : null;
  const kindOptions = RESOURCE_KINDS.map((k) => ({ value: k, label: t(`resources.kind.${k}` as "resources.kind.books") }));
  return (
    <FormPage
      title={item ? t("adminResources.edit.heading", { name: item.title }) : t("adminResources.new.heading")}
      backTo="/admin/resources"
      backLabel={t("adminResources.backToList")}
      intro={item ? undefined : t("adminResources.new.intro")}
      error={formError}
    >
      <div aria-live="polite">{done && !failed ? <Notice tone="success" className="mt-4">{t("adminResources.notice.saved")}</Notice> : null}</div>
      {item ? (
        <div className="mt-4 flex flex-col gap-1 text-sm text-slate-700">
          <p>{item.hasFile && item.pageCount !== null && item.fileBytes !== null ? t("adminResources.file.current", { pages: item.pageCount, size: formatSize(item.fileBytes) }) : t("adminResources.file.none")}</p>
          {item.owners > 0 ? <p>{t(plural(locale, item.owners, { one: "adminResources.owners.one", other: "adminResources.owners.other" }), { count: item.owners })}</p> : null}
          {item.sourceUrl ? (
            <p className="break-all">
              {t("adminResources.file.source")}
              <a href={item.sourceUrl} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-700 underline underline-offset-4">
                {item.sourceUrl}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {/* Files last: the server reads the text fields first, then streams the files to storage. */}
      {/* A new key after each navigation: after a save the file inputs are empty again (a second Save
          must not upload the same file twice); a refused save keeps the typed fields (defaultValue). */}
      <Form key={location.key} method="post" encType="multipart/form-data" noValidate className="mt-6 grid grid-cols-1 gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
        <input type="hidden" name="intent" value="save" />
        {item ? <input type="hidden" name="kind" value={item.kind} /> : null}
        <SelectField label={t("adminResources.field.kind")} name={item ? "kind-shown" : "kind"} id="resource-kind" defaultValue={kind} options={kindOptions} disabled={Boolean(item)} hint={item ? t("adminResources.field.kindFixed") : undefined} error={err("kind")} className={item ? "[&_select]:bg-slate-100 [&_select]:text-slate-700" : ""} />
        <Field label={t("adminResources.field.title")} name="title" id="resource-title" defaultValue={v("title", item?.title ?? "")} required maxLength={limits.title} error={err("title")} />
        <SelectField
          label={t("adminResources.field.class")}
          name="classLevel"
          id="resource-class"
          defaultValue={v("classLevel", item?.classLevel ?? "10th")}
          options={RESOURCE_CLASSES.map((c) => ({ value: c, label: c === "Graduate" ? t("adminResources.class.Graduate") : c }))}
          error={err("classLevel")}
        />
        <Field label={t("adminResources.field.subject")} name="subject" id="resource-subject" defaultValue={v("subject", item?.subject ?? "")} required maxLength={limits.subject} error={err("subject")} />
        <Field label={t("adminResources.field.exam")} name="exam" id="resource-exam" defaultValue={v("exam", item?.exam ?? "")} maxLength={limits.exam} hint={t("adminResources.field.examHint")} error={err("exam")} />
        <Field label={t("adminResources.field.author")} name="author" id="resource-author" defaultValue={v("author", item?.author ?? "")} maxLength={limits.author} error={err("author")} />
        <SelectField
          label={t("adminResources.field.language")}
          name="language"
          id="resource-language"
          defaultValue={v("language", item?.language ?? "en")}
          options={[
            { value: "en", label: t("adminResources.language.en") },
            { value: "hi", label: t("adminResources.language.hi") },
          ]}
          error={err("language")}
        />
        <Field label={t("adminResources.field.price")} name="price" id="resource-price" inputMode="numeric" defaultValue={v("price", String(item?.priceRupees ?? 0))} required hint={t("adminResources.field.priceHint")} error={err("price")} />
        <Field
          label={t("adminResources.field.previewPages")}
          name="previewPages"
          id="resource-preview-pages"
          inputMode="numeric"
          defaultValue={v("previewPages", String(item?.previewPages ?? 3))}
          required
          hint={t("adminResources.field.previewHint")}
          error={err("previewPages")}
        />
        <TextArea label={t("adminResources.field.keywords")} name="searchKeywords" id="resource-keywords" rows={2} defaultValue={v("searchKeywords", item?.searchKeywords ?? "")} maxLength={limits.keywords} hint={t("adminResources.field.keywordsHint")} error={err("searchKeywords")} className="sm:col-span-2" />
        <div className="flex items-center gap-3 sm:col-span-2">
          <input type="checkbox" name="published" id="resource-published" defaultChecked={published} className="size-5 accent-brand-700" />
          <label htmlFor="resource-published" className="font-medium">
            {t("adminResources.field.published")}
          </label>
        </div>
        <Field
          label={item?.hasFile ? t("adminResources.field.replaceFile") : t("adminResources.field.file")}
          name="file"
          id="resource-file"
          type="file"
          accept="application/pdf,.pdf"
          hint={item?.hasFile ? t("adminResources.field.replaceHint", { mb: limitsMb[kind] }) : t("adminResources.field.fileHint", { mb: limitsMb[kind] })}
          error={err("file")}
          className="min-w-0 sm:col-span-2 [&_input]:w-full [&_input]:min-w-0"
        />
        <Field label={t("adminResources.field.cover")} name="cover" id="resource-cover" type="file" accept="image/jpeg,image/png,image/webp" hint={t("adminResources.field.coverHint")} error={err("cover")} className="min-w-0 sm:col-span-2 [&_input]:w-full [&_input]:min-w-0" />
        <div className="sm:col-span-2">
          <SubmitButton label={item ? t("adminResources.save") : t("adminResources.create")} pendingLabel={t("adminResources.saving")} />
        </div>
      </Form>
    </FormPage>
  );
}
