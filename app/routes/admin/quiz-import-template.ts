// /admin/quizzes/import-template.csv — the CSV template for question import (decision 041). Admins only.
import type { Route } from "./+types/quiz-import-template";
import { requireAdmin } from "~/features/accounts/session.server";
import { csvTemplate } from "~/features/quizzes/question-csv.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(csvTemplate(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition":
        'attachment; filename="vidyapath-questions-template.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
