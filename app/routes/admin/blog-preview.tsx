// POST /admin/blogs/preview — the blog editor's live preview (decision 036): the Markdown body in, the
// HTML the post page will show out, from the same renderer and sanitiser (lib/markdown.server.ts).
// JSON, asked for by the editor with a plain fetch (no loader revalidation per keystroke). Admins only;
// a GET goes to the blog list.
import { redirect } from "react-router";
import type { Route } from "./+types/blog-preview";
import { requireAdmin } from "~/features/accounts/session.server";
import { previewBody } from "~/features/blogs/admin-blogs.server";
import { blogPreviewSchema } from "~/features/blogs/blog-schemas";
import { parseForm } from "~/lib/forms/parse-input.server";
import { translate } from "~/lib/i18n/messages.server";
import { localeFromRequest } from "~/lib/i18n/locales";

export function loader() {
  return redirect("/admin/blogs");
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = await parseForm(request, blogPreviewSchema, { unique: true });
  const headers = { "Cache-Control": "private, no-store" };
  if (!parsed.ok) {
    const key = parsed.errors.body ?? parsed.errors.form ?? "error.badRequest";
    return Response.json({ error: translate(localeFromRequest(request), key) }, { status: 400, headers });
  }
  return Response.json({ html: previewBody(parsed.data.body) }, { headers });
}
