import { type FormEvent, useEffect, useState } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import type { Route } from "./+types/profile";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { Button } from "~/components/ui/button";
import { checkAvatarUpload, deleteAvatar, makeAvatar, recordAvatarUpload, storeAvatar } from "~/features/accounts/avatar.server";
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB, BODY_TOO_LARGE_HEADER } from "~/features/accounts/photo-limits";
import { getProfile, updateProfile } from "~/features/accounts/profile.server";
import { activeSessionCount } from "~/features/accounts/sessions.server";
import { twoFactorEnabled } from "~/features/accounts/two-factor.server";
import { profileSchema } from "~/features/accounts/schemas";
import { DomainError, invalidField, notFound } from "~/lib/errors/domain-error";
import { type ActionFailure, actionFailure, invalidInput } from "~/lib/errors/http-errors.server";
import { parseForm, typedValues } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth.error.emailInvalid", "auth.error.emailRequired", "auth.error.nameTooLong", "auth.error.passwordRequired", "auth.error.passwordTooLong", "auth.error.passwordTooShort", "profile", "twoFactor.error.adminMustKeep", "twoFactor.error.passwordRequired", "twoFactor.error.tooMany", "twoFactor.error.usedCode", "twoFactor.error.wrongCode", "twoFactor.error.wrongPassword")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "profile.title", "profile.description");

const PROFILE_SUCCESS_CLEAR_MS = 3000; // spec §4: success clears after 3 s

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  if (!profile) throw data("Not found", { status: 404 });
  const [sessions, twoFactor] = await Promise.all([activeSessionCount(user.id), twoFactorEnabled(user.id)]);
  return { profile, sessions, twoFactor };
}

/** Saved, or the kit's failure; what was typed comes back in `values`, for the form posted before
 * hydration (a script submission keeps its inputs). */
type ActionResult = { ok: true } | ActionFailure;

const TYPED_FIELDS = ["name", "dob", "gender"] as const;
const photoError = (kind: "tooLarge" | "invalid", key: MessageKey) => new DomainError(kind, key, { fields: { photo: key }, vars: { mb: AVATAR_MAX_MB } });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, profileSchema, { omit: ["photo"] });
  const values = typedValues(parsed.values, TYPED_FIELDS);
  // The body was over the limit: the server kept only the text fields (server/middleware/body-limits.ts).
  if (parsed.form && request.headers.get(BODY_TOO_LARGE_HEADER)) return actionFailure(photoError("tooLarge", "profile.error.photoTooLarge"), values);
  if (!parsed.ok) return invalidInput({ ...parsed, values });
  const { form } = parsed;
  if (!form) return invalidInput({ ok: false, errors: { form: "error.badRequest" }, values });

  const { removePhoto, ...fields } = parsed.data;
  // undefined keeps the current photo; null removes it; a string is a newly stored one.
  let photoUrl: string | null | undefined = removePhoto ? null : undefined;
  const photo = form.get("photo");
  if (photo instanceof File && photo.size > 0) {
    const budget = await checkAvatarUpload(user.id);
    if (budget.blocked) {
      const minutes = Math.max(1, Math.ceil(budget.retryAfterSeconds / 60));
      const key = "profile.error.photoRateLimited";
      return actionFailure(new DomainError("rateLimited", key, { fields: { photo: key }, vars: { minutes }, retryAfterSeconds: budget.retryAfterSeconds }), values);
    }
    // Counted before decoding: decoding a large photo is the expensive part.
    await recordAvatarUpload(user.id);
    const avatar = await makeAvatar(photo);
    if (!avatar.ok) return actionFailure(photoError(avatar.error === "profile.error.photoTooLarge" ? "tooLarge" : "invalid", avatar.error), values);
    photoUrl = await storeAvatar(avatar.webp);
  } else if (photo !== null && !(photo instanceof File)) {
    return actionFailure(invalidField("photo", "profile.error.photoNotImage"), values);
  }

  if (!(await getProfile(user.id))) {
    await deleteAvatar(photoUrl); // a new photo for nobody
    return actionFailure(notFound("profile.userNotFound"), values);
  }
  let previousPhotoUrl: string | null;
  try {
    ({ previousPhotoUrl } = await updateProfile(user.id, { ...fields, photoUrl }));
  } catch (error) {
    await deleteAvatar(photoUrl); // nothing points at the new file
    log.error("profile update failed", { error: String(error) });
    // Not a domain error: the spec's failure message, with a 500.
    return data<ActionResult>({ ok: false, errors: {}, formError: { key: "profile.failure" }, values }, { status: 500 });
  }
  // After the commit: the old photo's file goes (only our own files; a Google photo URL is left alone).
  if (photoUrl !== undefined && previousPhotoUrl !== photoUrl) await deleteAvatar(previousPhotoUrl);
  return { ok: true } satisfies ActionResult;
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const { profile, sessions, twoFactor } = loaderData;
  // fetcher.data after a script submission; actionData when the form was posted before hydration.
  const result = (fetcher.data ?? actionData) as ActionResult | undefined;
  // The latest result shows until it is dismissed; a success dismisses itself after 3 s. Works for
  // the server-rendered answer to a form posted before hydration too.
  const [dismissed, setDismissed] = useState<ActionResult | null>(null);
  const shown = result && result !== dismissed ? result : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result?.ok) return;
    const timer = window.setTimeout(() => setDismissed(result), PROFILE_SUCCESS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [fetcher.state, result]);

  // With JavaScript, a photo over the limit is refused before it is uploaded (a phone on mobile data
  // would otherwise send megabytes to be told no); the server says the same without JavaScript.
  const [photoTooLarge, setPhotoTooLarge] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("photo");
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const tooLarge = Boolean(file && file.size > AVATAR_MAX_BYTES);
    setPhotoTooLarge(tooLarge);
    if (tooLarge) event.preventDefault();
  };
  const failure = result?.ok === false ? result : null;
  const errors = failure?.errors ?? {};
  const err = (f: string) => {
    if (f === "photo" && photoTooLarge) return t("profile.error.photoTooLarge", { mb: AVATAR_MAX_MB });
    return errors[f] ? t(errors[f] as MessageKey, failure?.vars) : undefined;
  };
  const values = failure?.values;
  const saving = fetcher.state !== "idle";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("profile.heading")}</h1>
      <div className="mt-4" aria-live="polite">
        {saving ? <p role="status">{t("profile.saving")}</p> : null}
        {!saving && shown?.ok ? <Notice tone="success">{t("profile.success")}</Notice> : null}
        {!saving && shown?.ok === false && shown.formError ? <Notice tone="error">{t(shown.formError.key, shown.formError.vars)}</Notice> : null}
        {!saving && err("form") ? <Notice tone="error">{err("form")}</Notice> : null}
      </div>
      <fetcher.Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="mt-2 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6" noValidate>
        <div className="flex items-center gap-4">
          {profile.photoUrl ? (
            <img src={profile.photoUrl} alt={t("profile.photoAlt", { name: profile.name })} width={80} height={80} className="h-20 w-20 shrink-0 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="grid h-20 w-20 shrink-0 place-items-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800">
              {profile.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <p className="min-w-0 text-sm break-all text-slate-700">
            {t("profile.email")}: <span className="font-medium">{profile.email}</span>
          </p>
        </div>
        <Field label={t("profile.name")} name="name" defaultValue={values?.name ?? profile.name} required maxLength={80} autoComplete="name" error={err("name")} />
        <Field label={t("profile.dob")} name="dob" type="date" defaultValue={values?.dob ?? profile.dob ?? ""} max={new Date().toISOString().slice(0, 10)} error={err("dob")} />
        <div className="flex flex-col gap-1">
          <label htmlFor="field-gender" className="text-sm font-medium text-slate-800">
            {t("profile.gender")}
          </label>
          <select id="field-gender" name="gender" defaultValue={values?.gender ?? profile.gender ?? ""} className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2" aria-invalid={err("gender") ? true : undefined} aria-describedby={err("gender") ? "field-gender-error" : undefined}>
            <option value="">{t("profile.gender.none")}</option>
            <option value="Male">{t("profile.gender.Male")}</option>
            <option value="Female">{t("profile.gender.Female")}</option>
            <option value="Other">{t("profile.gender.Other")}</option>
          </select>
          {err("gender") ? <p id="field-gender-error" className="text-sm text-red-700">{err("gender")}</p> : null}
        </div>
        {profile.photoUrl ? (
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="removePhoto" className="h-5 w-5" />
            {t("profile.removePhoto")}
          </label>
        ) : null}
        <Field label={t("profile.photo")} name="photo" type="file" accept="image/jpeg,image/png,image/webp" hint={t("profile.photoHintPhone", { mb: AVATAR_MAX_MB })} error={err("photo")} />
        <Button type="submit" disabled={saving}>
          {saving ? t("profile.saving") : t("profile.save")}
        </Button>
      </fetcher.Form>
      <section aria-labelledby="two-factor-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="two-factor-h" className="text-lg font-semibold">
          {t("profile.twoFactor.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{twoFactor ? t("profile.twoFactor.on") : t("profile.twoFactor.off")}</p>
        <Link to="/profile/two-factor" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("profile.twoFactor.manage")}
        </Link>
      </section>
      <section aria-labelledby="sessions-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="sessions-h" className="text-lg font-semibold">
          {t("profile.sessions.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{sessions > 1 ? t("profile.sessions.many", { count: sessions }) : t("profile.sessions.one")}</p>
        {sessions > 1 ? (
          <Form method="post" action="/profile/sign-out-others" className="mt-3">
            <Button type="submit" variant="secondary">
              {t("profile.sessions.signOutOthers")}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
