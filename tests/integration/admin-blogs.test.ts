// The admin side of the blogs (issue 12, decision 036): the list on the admin kit (search, status
// filter, sort, pager, publish/unpublish, delete after a confirmation), the editor (create, edit, draft
// / publish now / schedule in IST stored in UTC, cover upload through the storage module), the live
// preview (the public page's renderer), bad input as 400 with field messages (never 500), an audit
// entry for every change, and the page cache refreshed at once after a change.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { smallCoverKey } from "../../app/features/blogs/catalogue.server";
import { areaVersion, bumpArea } from "../../app/lib/cache/content-areas";
import { db } from "../../app/lib/db.server";
import { renderMarkdown } from "../../app/lib/markdown.server";
import { fileStore } from "../../app/lib/storage/storage.server";
import { adminAudit, blogPosts } from "../../db/schema";
import { createBlogPost, createUser, tinyJpeg, tinyPng } from "../support/factories";
import { type CookieJar, login, pageText, send } from "../support/test-app";

let adminJar: CookieJar;
let studentJar: CookieJar;
const tag = `ab${Date.now().toString(36)}`;

beforeAll(async () => {
  const admin = await createUser({ role: "admin", name: "Blog Admin" });
  adminJar = await login(admin.email, admin.password);
  const student = await createUser();
  studentJar = await login(student.email, student.password);
});

const FIELDS = { title: "", body: "## Plan\n\n- Read NCERT\n- Practise daily", excerpt: "", category: "jee", language: "en", authorName: "Vidyapath Team", publish: "draft", publishAt: "", intent: "save" };
type Fields = Partial<Record<keyof typeof FIELDS | "extra", string | null>>;

/** The editor's multipart form, in the page's order: text fields, then the cover file. */
function editorForm(fields: Fields, cover?: { bytes: Uint8Array; type: string; name?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FIELDS, ...fields })) if (value !== null && value !== undefined) form.append(name, value);
  form.append("cover", cover ? new File([Buffer.from(cover.bytes)], cover.name ?? "cover.png", { type: cover.type }) : new File([], "", { type: "application/octet-stream" }));
  return form;
}

const idFrom = (res: Response) => Number(/\/admin\/blogs\/(\d+)\?done=(?:created|saved)$/.exec(res.headers.get("location") ?? "")?.[1]);
async function post(id: number) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}
async function audits(id: number) {
  return db()
    .select({ action: adminAudit.action, details: adminAudit.details, label: adminAudit.targetLabel })
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "blog"), eq(adminAudit.targetId, String(id))))
    .orderBy(desc(adminAudit.at));
}
async function create(fields: Fields, cover?: { bytes: Uint8Array; type: string }) {
  const res = await send("/admin/blogs/new", { jar: adminJar, form: editorForm(fields, cover) });
  expect(res.status, await res.clone().text()).toBe(302);
  return idFrom(res);
}

describe("the editor: create and edit", () => {
  it("creates a draft (audited), invisible to readers, and shows it back in the editor", async () => {
    const id = await create({ title: `${tag} Draft Plan` });
    const row = await post(id);
    expect(row).toMatchObject({ title: `${tag} Draft Plan`, category: "jee", language: "en", authorName: "Vidyapath Team", publishAt: null });
    expect((await audits(id)).map((a) => a.action)).toEqual(["blog.create"]);
    expect((await send(`/blogs/${id}`)).status).toBe(404);
    const editor = await send(`/admin/blogs/${id}?done=created`, { jar: adminJar });
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html).toContain(`value="${tag} Draft Plan"`);
    // The preview in the editor is the public renderer's output.
    expect(html).toContain(renderMarkdown(FIELDS.body).trim().split("\n")[0]);
    expect(await pageText(new Response(html))).toContain("The post was created.");
  });

  it("publishes now: visible on /blogs and the home page at once (the cached pages are refreshed), audited", async () => {
    bumpArea("blogs");
    await send("/blogs");
    await send("/");
    expect((await send("/blogs")).headers.get("x-page-cache")).toBe("hit");
    const before = areaVersion("blogs");
    const id = await create({ title: `${tag} Published Now`, publish: "now", category: "neet" });
    expect(areaVersion("blogs")).toBeGreaterThan(before);
    const row = await post(id);
    expect(Math.abs(row.publishAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await audits(id))[0]).toMatchObject({ action: "blog.create", details: { status: "published" } });
    const list = await send("/blogs");
    expect(list.headers.get("x-page-cache")).toBe("miss");
    expect(await pageText(list)).toContain(`${tag} Published Now`);
    expect(await pageText(await send("/"))).toContain(`${tag} Published Now`);
    expect((await send(`/blogs/${id}`)).status).toBe(301);
  });

  it("schedules at an IST date and time, stored in UTC; a past time is refused beside the field", async () => {
    const future = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const ist = new Date(future.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 16);
    const id = await create({ title: `${tag} Scheduled`, publish: "schedule", publishAt: ist });
    const row = await post(id);
    expect(row.publishAt!.toISOString()).toBe(new Date(`${ist}:00+05:30`).toISOString());
    expect((await audits(id))[0]).toMatchObject({ action: "blog.create", details: { status: "scheduled" } });
    expect((await send(`/blogs/${id}`)).status).toBe(404);
    const editor = await pageText(await send(`/admin/blogs/${id}`, { jar: adminJar }));
    expect(editor).toContain("Scheduled for");

    const past = await send("/admin/blogs/new", { jar: adminJar, form: editorForm({ title: `${tag} Too Late`, publish: "schedule", publishAt: "2020-01-01T10:00" }) });
    expect(past.status).toBe(400);
    expect(await pageText(past)).toContain("This time has passed. Choose a later one, or choose “Publish now”.");
  });

  it("edits a post: a publish is audited as blog.publish, going back to a draft as blog.unpublish, other edits as blog.update", async () => {
    const id = await create({ title: `${tag} Editable` });
    const save = (fields: Fields) => send(`/admin/blogs/${id}`, { jar: adminJar, form: editorForm({ title: `${tag} Editable`, ...fields }) });
    expect((await save({ publish: "now" })).status).toBe(302);
    const published = (await post(id)).publishAt!;
    expect((await save({ publish: "now", body: "Changed text." })).status).toBe(302);
    expect((await post(id)).publishAt!.getTime()).toBe(published.getTime()); // an edit keeps the date
    expect((await post(id)).body).toBe("Changed text.");
    expect((await save({ publish: "draft" })).status).toBe(302);
    expect((await post(id)).publishAt).toBeNull();
    expect((await audits(id)).map((a) => a.action)).toEqual(["blog.unpublish", "blog.update", "blog.publish", "blog.create"]);
  });

  it("uploads a cover through the storage module (two WebP sizes), replaces it and removes the old files", async () => {
    const id = await create({ title: `${tag} With Cover`, publish: "now" }, { bytes: tinyPng(), type: "image/png" });
    const key = (await post(id)).coverKey!;
    expect(key).toMatch(/^blogs\/covers\/[0-9a-f-]{36}\.webp$/);
    expect(await fileStore().exists(smallCoverKey(key))).toBe(true);
    const served = await send(`/api/blogs/${id}/cover`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const replaced = await send(`/admin/blogs/${id}`, { jar: adminJar, form: editorForm({ title: `${tag} With Cover`, publish: "now" }, { bytes: tinyPng(), type: "image/png" }) });
    expect(replaced.status).toBe(302);
    const newKey = (await post(id)).coverKey!;
    expect(newKey).not.toBe(key);
    expect(await fileStore().exists(key)).toBe(false);
    expect(await fileStore().exists(smallCoverKey(key))).toBe(false);
  });

  it("serves a published cover from memory, never after the post is unpublished or its cover replaced", async () => {
    const id = await create({ title: `${tag} Kept Cover`, publish: "now" }, { bytes: tinyPng(), type: "image/png" });
    const first = await send(`/api/blogs/${id}/cover?size=480`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const again = await send(`/api/blogs/${id}/cover?size=480`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
    for (const name of ["content-type", "etag", "last-modified", "cache-control", "content-length", "accept-ranges"]) expect(again.headers.get(name), name).toBe(first.headers.get(name));
    expect((await send(`/api/blogs/${id}/cover?size=480`, { headers: { "If-None-Match": first.headers.get("etag")! } })).status).toBe(304);
    const part = await send(`/api/blogs/${id}/cover?size=480`, { headers: { Range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(firstBytes.subarray(0, 10))).toBe(true);

    // A new cover: the new bytes at once (the edit drops the kept copy).
    expect((await send(`/admin/blogs/${id}`, { jar: adminJar, form: editorForm({ title: `${tag} Kept Cover`, publish: "now" }, { bytes: tinyJpeg(), type: "image/jpeg" }) })).status).toBe(302);
    const replaced = await send(`/api/blogs/${id}/cover?size=480`);
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get("etag")).not.toBe(first.headers.get("etag"));

    // Unpublished: gone for readers at once, still there for the admin.
    expect((await send("/admin/blogs", { jar: adminJar, form: { intent: "unpublish", postId: String(id) } })).status).toBe(302);
    expect((await send(`/api/blogs/${id}/cover?size=480`)).status).toBe(404);
    expect((await send(`/api/blogs/${id}/cover?size=480`, { jar: studentJar })).status).toBe(404);
    const forAdmin = await send(`/api/blogs/${id}/cover?size=480`, { jar: adminJar });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a cover that is not an image (415) or too large (413) with the typed fields kept and nothing stored", async () => {
    const countCovers = async () => {
      let n = 0;
      for await (const _ of fileStore().list("blogs/")) n++;
      return n;
    };
    const before = await countCovers();
    const notImage = await send("/admin/blogs/new", { jar: adminJar, form: editorForm({ title: `${tag} Bad Cover` }, { bytes: new TextEncoder().encode("%PDF-1.4 not an image"), type: "image/png", name: "cover.png" }) });
    expect(notImage.status).toBe(415);
    const html = await notImage.text();
    expect(await pageText(new Response(html))).toContain("This file is not a JPEG, PNG or WebP image.");
    expect(html).toContain(`value="${tag} Bad Cover"`);
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(tinyPng().subarray(0, 64));
    const tooLarge = await send("/admin/blogs/new", { jar: adminJar, form: editorForm({ title: `${tag} Huge Cover` }, { bytes: huge, type: "image/png" }) });
    expect(tooLarge.status).toBe(413);
    expect(await pageText(tooLarge)).toContain("This image is larger than 5 MB.");
    expect(await countCovers()).toBe(before);
    expect(await db().select().from(blogPosts).where(eq(blogPosts.title, `${tag} Bad Cover`))).toEqual([]);
  });

  it("answers bad input with 400 and the message beside each field — never a 500", async () => {
    const cases: [Fields, string, string][] = [
      [{ title: "   " }, "title", "This field is required."],
      [{ title: `${tag} x`, body: "  " }, "body", "This field is required."],
      [{ title: `${tag} x`, body: "x".repeat(50_001) }, "body", "The text is longer than 50,000 characters."],
      [{ title: "t".repeat(161) }, "title", "This is too long."],
      [{ title: `${tag} x`, category: "astrology" }, "category", "Choose a category."],
      [{ title: `${tag} x`, publish: "schedule", publishAt: "2026-02-30T10:00" }, "publishAt", "Enter the date and time to publish, as day, month, year and time."],
      [{ title: `${tag}\u0007bell` }, "title", "This contains characters that cannot be saved."],
      [{ title: `${tag} x`, language: "fr" }, "language", "This value is not valid."],
    ];
    for (const [fields, field, message] of cases) {
      const res = await send("/admin/blogs/new", { jar: adminJar, form: editorForm(fields) });
      expect(res.status, `${field} ${JSON.stringify(fields).slice(0, 80)}`).toBe(400);
      const text = await pageText(res);
      expect(text, field).toContain(message);
      expect(text, field).toContain("The post was not saved. Correct the fields marked below.");
    }
    // Unknown fields, a body that is not multipart, the .data URL of a script's post: 400 too.
    expect((await send("/admin/blogs/new", { jar: adminJar, form: editorForm({ title: `${tag} x`, extra: "1" }) })).status).toBe(400);
    expect((await send("/admin/blogs/new", { jar: adminJar, form: { title: "x" } })).status).toBe(400);
    expect((await send("/admin/blogs/new.data", { jar: adminJar, form: editorForm({ title: " " }) })).status).toBe(400);
    // A post that does not exist: the page's 404.
    expect((await send("/admin/blogs/999999", { jar: adminJar, form: editorForm({ title: "x" }) })).status).toBe(404);
    expect((await send("/admin/blogs/abc", { jar: adminJar })).status).toBe(404);
  });

  it("keeps script out of the saved post and its preview (the lessons' sanitiser)", async () => {
    const body = `<script>alert(1)</script>\n\n[x](javascript:alert(2)) <img src=x onerror=alert(3)>`;
    const id = await create({ title: `${tag} <script>alert(4)</script>`, body, publish: "now" });
    const html = await (await send(`/admin/blogs/${id}`, { jar: adminJar })).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toMatch(/<script>alert|<img src=x/);
    expect(main).not.toMatch(/(?:href|src)="\s*javascript:/i);
    const page = await (await send((await send(`/blogs/${id}`)).headers.get("location")!)).text();
    expect(page.slice(page.indexOf("<main"), page.indexOf("</main>"))).not.toMatch(/<script>alert|<img src=x/);
  });
});

describe("the live preview", () => {
  it("renders the body exactly as the post page will (same renderer), as JSON for the editor", async () => {
    const body = "## Heading\n\n**bold** <script>alert(1)</script> [bad](javascript:x)";
    const res = await send("/admin/blogs/preview", { jar: adminJar, form: { body } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { html } = (await res.json()) as { html: string };
    expect(html).toBe(renderMarkdown(body));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("javascript:");
  });

  it("refuses bad bodies with a 400 JSON message, other users and GETs by redirect", async () => {
    expect((await send("/admin/blogs/preview", { jar: adminJar, form: { body: "x".repeat(50_001) } })).status).toBe(400);
    expect((await send("/admin/blogs/preview", { jar: adminJar, form: { body: "a", other: "b" } })).status).toBe(400);
    expect((await send("/admin/blogs/preview", { jar: adminJar, form: { body: "a\u0000" } })).status).toBe(400);
    expect((await send("/admin/blogs/preview", { jar: studentJar, form: { body: "a" } })).headers.get("location")).toBe("/dashboard");
    expect((await send("/admin/blogs/preview", { form: { body: "a" } })).headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const get = await send("/admin/blogs/preview", { jar: adminJar });
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/admin/blogs");
  });

  it("without JavaScript, the form's Preview button renders what was typed and saves nothing", async () => {
    const res = await send("/admin/blogs/new", { jar: adminJar, form: editorForm({ title: `${tag} Previewed`, body: "## Not saved yet\n\nText.", intent: "preview" }) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h2>Not saved yet</h2>");
    expect(html).toContain(`value="${tag} Previewed"`);
    expect(await db().select().from(blogPosts).where(eq(blogPosts.title, `${tag} Previewed`))).toEqual([]);
  });
});

describe("the admin list", () => {
  it("searches, filters by status, sorts and pages (25 a page); bad query values give the default list", async () => {
    const prefix = `${tag}-list`;
    for (let i = 0; i < 27; i++) await createBlogPost({ title: `${prefix} ${String(i).padStart(2, "0")}`, publishAt: i % 3 === 0 ? null : new Date(Date.now() - i * 60_000) });
    const list = await send(`/admin/blogs?q=${prefix}`, { jar: adminJar });
    expect(list.status).toBe(200);
    const text = await pageText(list);
    expect(text).toContain("27 posts");
    expect(text).toContain("Page 1 of 2");
    const page2 = await pageText(await send(`/admin/blogs?q=${prefix}&page=2`, { jar: adminJar }));
    expect(page2).toContain("Page 2 of 2");
    const drafts = await pageText(await send(`/admin/blogs?q=${prefix}&status=draft`, { jar: adminJar }));
    expect(drafts).toContain("9 posts");
    const byTitle = await pageText(await send(`/admin/blogs?q=${prefix}&sort=title&dir=asc`, { jar: adminJar }));
    expect(byTitle.indexOf(`${prefix} 00`)).toBeLessThan(byTitle.indexOf(`${prefix} 01`));
    for (const q of ["sort=password", "dir=sideways&sort=title", "page=-4", "status=nonsense", "page=99999"]) expect((await send(`/admin/blogs?${q}`, { jar: adminJar })).status, q).toBe(200);
    expect(await pageText(await send(`/admin/blogs?q=${tag}-nothing-matches`, { jar: adminJar }))).toContain("No post matches this search.");
  });

  it("publishes now and unpublishes from the list (audited), refreshing the public list", async () => {
    const { id, title } = await createBlogPost({ title: `${tag} Row Publish`, publishAt: null });
    const pub = await send("/admin/blogs", { jar: adminJar, form: { intent: "publish", postId: String(id) } });
    expect(pub.status).toBe(302);
    expect(pub.headers.get("location")).toBe(`/admin/blogs?done=published&id=${id}`);
    expect(await pageText(await send(pub.headers.get("location")!, { jar: adminJar }))).toContain(`“${title}” is published.`);
    expect(await pageText(await send("/blogs"))).toContain(title);
    const unpub = await send("/admin/blogs", { jar: adminJar, form: { intent: "unpublish", postId: String(id) } });
    expect(unpub.status).toBe(302);
    expect(await pageText(await send("/blogs"))).not.toContain(title);
    expect((await audits(id)).map((a) => a.action)).toEqual(["blog.unpublish", "blog.publish"]);
  });

  it("deletes after a confirmation step (audited), removing the cover", async () => {
    const id = await create({ title: `${tag} To Delete`, publish: "now" }, { bytes: tinyPng(), type: "image/png" });
    const cover = (await post(id)).coverKey!;
    const ask = await send("/admin/blogs", { jar: adminJar, form: { intent: "delete", postId: String(id) } });
    expect(ask.status).toBe(200);
    const question = await pageText(ask);
    expect(question).toContain(`Delete “${tag} To Delete”?`);
    expect(await post(id)).toBeDefined();
    const done = await send("/admin/blogs", { jar: adminJar, form: { intent: "delete-confirmed", postId: String(id) } });
    expect(done.status).toBe(302);
    expect(await post(id)).toBeUndefined();
    expect(await fileStore().exists(cover)).toBe(false);
    expect((await audits(id)).map((a) => a.action)).toEqual(["blog.delete", "blog.create"]);
    expect((await send(`/blogs/${id}`)).status).toBe(404);
    // Acting on a post that is gone is a clear 404 message in the page, never a 500.
    const again = await send("/admin/blogs", { jar: adminJar, form: { intent: "delete-confirmed", postId: String(id) } });
    expect(again.status).toBe(404);
    expect(await pageText(again)).toContain("This post does not exist (any more).");
    for (const form of [{ intent: "publish", postId: "abc" }, { intent: "explode", postId: "1" }, { intent: "publish", postId: "99999999999" }]) expect((await send("/admin/blogs", { jar: adminJar, form })).status).toBe(400);
  });

  it("is linked from the admin home and lists the blog actions on the audit trail", async () => {
    const home = await send("/admin", { jar: adminJar });
    expect(await home.text()).toContain('href="/admin/blogs"');
    const audit = await pageText(await send("/admin/audit?action=blog.create", { jar: adminJar }));
    expect(audit).toContain("Created a blog post");
  });
});
