import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n/i18n";
import type { LessonType } from "./course-types";

/** A lesson ready to show: `src` already points at the authorized file route or the external URL,
 * `html` is the sanitised Markdown of a text lesson (see lesson-view.server.ts). */
export type PlayableLesson = { id: string; title: string; type: LessonType; src: string; html: string };

/** The lesson itself — video, PDF or text — as enrolled students and previewing admins see it. */
export function LessonPlayer({ lesson }: { lesson: PlayableLesson }) {
  const { t } = useI18n();
  if (lesson.type === "video") {
    return lesson.src.startsWith("/api/") ? (
      <video key={lesson.id} controls preload="metadata" className="aspect-video w-full rounded-xl bg-black" src={lesson.src}>
        {t("content.videoFallback")}
      </video>
    ) : (
      <a href={lesson.src} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
        {t("content.externalVideo")}
      </a>
    );
  }
  if (lesson.type === "pdf") {
    return (
      <div>
        <iframe key={lesson.id} src={lesson.src} title={lesson.title} className="h-[70vh] w-full rounded-xl border border-slate-200 bg-white" />
        <p className="mt-2 text-sm text-slate-700">
          {t("content.pdfHint")}{" "}
          <a href={lesson.src} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            {t("content.openPdf")}
          </a>
        </p>
      </div>
    );
  }
  return <div className="lesson-prose" dangerouslySetInnerHTML={{ __html: lesson.html }} />;
}

/** Previous/Next lesson links; either may be absent at the ends of the course. */
export function LessonSteps({ previousHref, nextHref }: { previousHref: string | null; nextHref: string | null }) {
  const { t } = useI18n();
  return (
    <>
      {previousHref ? (
        <Link to={previousHref} className={buttonClass("secondary")}>
          {t("content.previousLesson")}
        </Link>
      ) : null}
      {nextHref ? (
        <Link to={nextHref} className={buttonClass("secondary")}>
          {t("content.nextLesson")}
        </Link>
      ) : null}
    </>
  );
}
