// Form pieces shared by the admin course pages (create, edit, list).
import { Field } from "~/components/ui/field";
import { describedBy, HintAndError, SelectField, TextArea } from "~/components/ui/select-field";
import type { AdminLimits, FieldErrors } from "./admin-schemas";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";

/** The error of `field`, translated, or undefined. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useI18n();
  return (field: string) => (errors[field] ? t(errors[field] as MessageKey) : undefined);
}


/** Every course field of spec §3. `values` are the form's strings (as typed, or from the course). */
export function CourseFields({
  values,
  errors,
  categories,
  limits,
  withPublished = false,
}: {
  values: Partial<Record<string, string>>;
  errors: FieldErrors;
  categories: string[];
  limits: AdminLimits;
  withPublished?: boolean;
}) {
  const { t } = useI18n();
  const err = useFieldError(errors);
  const v = (name: string) => values[name] ?? "";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("adminCourses.field.name")} name="name" id="course-name" defaultValue={v("name")} required maxLength={limits.name} error={err("name")} className="sm:col-span-2" />
      <SelectField
        label={t("adminCourses.field.category")}
        name="category"
        id="course-category"
        defaultValue={v("category")}
        required
        error={err("category")}
        options={[{ value: "", label: t("adminCourses.field.categoryChoose") }, ...categories.map((c) => ({ value: c, label: c }))]}
      />
      <Field label={t("adminCourses.field.price")} name="price" id="course-price" inputMode="numeric" defaultValue={v("price")} required hint={t("adminCourses.field.priceHint")} error={err("price")} />
      <TextArea label={t("adminCourses.field.description")} name="description" id="course-description" rows={5} defaultValue={v("description")} required maxLength={limits.description} error={err("description")} className="sm:col-span-2" />
      <Field label={t("adminCourses.field.instructor")} name="instructor" id="course-instructor" defaultValue={v("instructor")} maxLength={limits.instructor} error={err("instructor")} />
      <Field label={t("adminCourses.field.language")} name="language" id="course-language" defaultValue={v("language")} maxLength={limits.language} hint={t("adminCourses.field.languageHint")} error={err("language")} />
      <Field label={t("adminCourses.field.duration")} name="duration" id="course-duration" defaultValue={v("duration")} maxLength={limits.duration} hint={t("adminCourses.field.durationHint")} error={err("duration")} />
      <Field label={t("adminCourses.field.rating")} name="rating" id="course-rating" inputMode="decimal" defaultValue={v("rating")} hint={t("adminCourses.field.ratingHint")} error={err("rating")} />
      <Field label={t("adminCourses.field.image")} name="image" id="course-image" defaultValue={v("image")} maxLength={limits.url} hint={t("adminCourses.field.imageHint")} error={err("image")} />
      <Field label={t("adminCourses.field.thumbnail")} name="thumbnail" id="course-thumbnail" defaultValue={v("thumbnail")} maxLength={limits.url} hint={t("adminCourses.field.imageHint")} error={err("thumbnail")} />
      <Field label={t("adminCourses.field.trailerUrl")} name="trailerUrl" id="course-trailerUrl" defaultValue={v("trailerUrl")} maxLength={limits.url} hint={t("adminCourses.field.trailerHint")} error={err("trailerUrl")} className="sm:col-span-2" />
      <TextArea
        label={t("adminCourses.field.searchKeywords")}
        name="searchKeywords"
        id="course-searchKeywords"
        rows={2}
        defaultValue={v("searchKeywords")}
        maxLength={limits.searchKeywords}
        hint={t("adminCourses.field.searchKeywordsHint")}
        error={err("searchKeywords")}
        className="sm:col-span-2"
      />
      <TextArea label={t("adminCourses.field.highlights")} name="highlights" id="course-highlights" rows={4} defaultValue={v("highlights")} hint={t("adminCourses.field.listHint", { max: limits.listItems })} error={err("highlights")} />
      <TextArea label={t("adminCourses.field.requirements")} name="requirements" id="course-requirements" rows={4} defaultValue={v("requirements")} hint={t("adminCourses.field.listHint", { max: limits.listItems })} error={err("requirements")} />
      {withPublished ? (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <div className="flex items-center gap-3">
            <input
              type="checkbox"
              id="course-published"
              name="published"
              defaultChecked={v("published") === "on"}
              className="h-5 w-5 accent-brand-700"
              aria-invalid={err("published") ? true : undefined}
              aria-describedby={describedBy("course-published", true, err("published"))}
            />
            <label htmlFor="course-published" className="text-sm font-medium text-slate-800">
              {t("adminCourses.field.published")}
            </label>
          </div>
          <HintAndError id="course-published" hint={t("adminCourses.field.publishedHint")} error={err("published")} />
        </div>
      ) : null}
    </div>
  );
}
