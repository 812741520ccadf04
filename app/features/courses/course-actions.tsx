import { Form } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { PriceTag } from "./course-card";
import type { CourseDetail } from "./course-types";
import { OfferCountdown } from "./offer-countdown";

/** What the details page's enroll action answered (undefined before any post): the enrollment, or
 * the forms kit's failure (lib/errors/http-errors.server.ts, ActionFailure). */
export type EnrollResult = { ok: true; enrolled: boolean; courseName: string } | { ok: false; formError: { key: MessageKey; vars?: Record<string, string | number> } | null } | undefined;

/**
 * Price, offer, Buy/Enroll/Open and the answer to the last enroll: one element that is a bar fixed at
 * the bottom of the screen on phones (so the price and the button are visible without scrolling) and
 * part of the sidebar card from `lg` up (decision 022). One element, not a copy per layout, so the
 * button and its notice exist once for screen readers and tests. The notice sits in it, next to the
 * button the student just pressed.
 */
export function CourseActions({ course, enrolled, signedIn, result }: { course: Pick<CourseDetail, "id" | "tag" | "priceRupees" | "published">; enrolled: boolean; signedIn: boolean; result: EnrollResult }) {
  const { t } = useI18n();
  // Spec §2's offer is for people who can still buy: not on free courses, not for owners.
  const offer = course.published && course.tag === "Paid" && !enrolled;
  return (
    <div
      data-testid="course-actions"
      className="fixed inset-x-0 bottom-0 z-30 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:static lg:z-auto lg:gap-4 lg:border-0 lg:p-0 lg:shadow-none"
    >
      <ActionNotice result={result} />
      <div className="flex items-center justify-between gap-3 lg:flex-col lg:items-stretch lg:gap-4">
        <div className="flex min-w-0 flex-col items-start gap-1 lg:gap-4">
          <PriceTag tag={course.tag} priceRupees={course.priceRupees} />
          {offer ? <OfferCountdown courseId={course.id} /> : null}
        </div>
        <div className="shrink-0 lg:w-full">
          {enrolled ? (
            <ButtonLink to={`/courses/${course.id}/content`} className="w-full">
              {t("details.open")}
            </ButtonLink>
          ) : course.tag === "Free" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="enroll" />
              <SubmitButton label={t("details.enroll")} pendingLabel={t("details.enrolling")} className="w-full" />
              {!signedIn ? <p className="mt-1 max-w-44 text-xs text-slate-600 lg:mt-2 lg:max-w-none lg:text-sm">{t("details.loginToEnroll")}</p> : null}
            </Form>
          ) : (
            <ButtonLink to={`/checkout/course/${course.id}`} variant="accent" className="w-full">
              {t("details.buy", { price: course.priceRupees.toLocaleString("en-IN") })}
            </ButtonLink>
          )}
        </div>
      </div>
    </div>
  );
}

function ActionNotice({ result }: { result: EnrollResult }) {
  const { t } = useI18n();
  if (!result) return null;
  if (result.ok && result.enrolled) return <Notice tone="success">{t("details.enrolled", { name: result.courseName })}</Notice>;
  if (result.ok) return <Notice>{t("details.alreadyEnrolled", { name: result.courseName })}</Notice>;
  return <Notice tone="error">{t(result.formError?.key ?? "error.badRequest", result.formError?.vars)}</Notice>;
}
