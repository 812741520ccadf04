// GET /api/resources?kind=&class=&subject=&exam=&q=&page= — one page of a kind's published study
// resources as JSON, for signed-in students like the list pages it mirrors (decision 031): anonymous
// callers get 401, bad parameters 400, both as `{ error }`. The answer depends on who asks (`owned`),
// so it is private and never cached by shared caches. It carries no file URL of any kind: the viewer
// routes check ownership on every request.
import { Hono } from "hono";
import { requireApiUser } from "../../app/features/accounts/session.server";
import { listResources } from "../../app/features/resources/catalogue.server";
import { queryObject, resourceApiQuery } from "../../app/features/resources/resource-schemas";

export const resourcesApi = new Hono().get("/api/resources", async (c) => {
  const user = await requireApiUser(c.req.raw);
  const raw = queryObject(new URL(c.req.url).searchParams);
  const parsed = raw ? resourceApiQuery.safeParse(raw) : null;
  if (!parsed?.success) return c.json({ error: "Invalid query: kind must be one of pdf-notes, books, previous-papers, mock-papers; class one of 10th, 12th, Graduate; page a whole number." }, 400);
  const { kind, ...filters } = parsed.data;
  const list = await listResources({ ...filters, kind, userId: user.id });
  const items = list.items.map((i) => ({ id: i.id, kind: i.kind, title: i.title, class: i.class, subject: i.subject, exam: i.exam, author: i.author, priceRupees: i.priceRupees, free: i.free, owned: i.owned, coverUrl: i.coverUrl }));
  return c.json({ items, total: list.total, page: list.page, pages: list.pages }, 200, { "Cache-Control": "private, no-store" });
});
