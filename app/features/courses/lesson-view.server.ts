// Turning stored lessons into what the player shows, shared by the student's content page and the
// admin preview so both render a lesson the same way.
import { renderMarkdown } from "../../lib/markdown.server";
import type { PlayableLesson } from "./lesson-player";
import type { PlayerLesson } from "./progress.server";

export function playableLesson(lesson: PlayerLesson): PlayableLesson {
  return {
    id: lesson.id,
    title: lesson.title,
    type: lesson.type,
    // Bundled and uploaded files go through the authorized file route; external URLs as they are.
    src: lesson.url.startsWith("file:") ? `/api/lessons/${lesson.id}/file` : lesson.url,
    // Never throws: text that cannot be formatted comes back as plain paragraphs (logged by id).
    html: lesson.type === "text" ? renderMarkdown(lesson.content, { lessonId: lesson.id }) : "",
  };
}

/** The lesson asked for by `?lesson=` (undefined when it is not in the list: a 404 for the caller),
 * else the fallback, else the first; with its neighbours for Previous/Next. */
export function pickLesson<L extends { id: string }>(list: L[], wanted: string | null, fallbackId: string | null) {
  const lesson = wanted ? list.find((l) => l.id === wanted) : (list.find((l) => l.id === fallbackId) ?? list[0]);
  const index = lesson ? list.indexOf(lesson) : -1;
  return {
    lesson,
    missing: Boolean(wanted) && !lesson,
    previousId: index > 0 ? list[index - 1].id : null,
    nextId: index >= 0 && index < list.length - 1 ? list[index + 1].id : null,
  };
}
