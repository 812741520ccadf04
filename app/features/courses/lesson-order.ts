// Where a student goes after marking a lesson complete (issue 9, A3). Pure, so it is unit-tested
// without a database, and shared by the action (which redirects there) and nothing else.

/**
 * The lesson to open after `currentId` was completed: the next lesson in course order; after the
 * last lesson, the first one still open (a student who skipped ahead is sent back to it); when
 * every lesson is done, the current one, where the congratulations block and certificate show.
 */
export function lessonAfterCompleting(lessonIds: readonly string[], currentId: string, completedIds: Iterable<string>): string {
  const index = lessonIds.indexOf(currentId);
  if (index >= 0 && index < lessonIds.length - 1) return lessonIds[index + 1];
  const done = new Set(completedIds);
  return lessonIds.find((id) => !done.has(id)) ?? currentId;
}
