// /admin/resources (decision 034): the spec's quick add ('Both fields are required!' after trimming),
// the editor's streamed upload (a real PDF → its preview is its own file of N pages), refused uploads
// (too large, not a PDF: 4xx, a clear message, the typed fields kept, nothing stored), replacing the
// file, delete-or-unpublish with its audit entry and file removal, and who may reach the pages.
import { and, desc, eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, resources } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { startCheckout } from "../../app/features/payments/orders.server";
import { fileStore } from "../../app/lib/storage/storage.server";
import { areaVersion } from "../../app/lib/cache/content-areas";
import { createResource, createUser, grantProduct, tinyPng } from "../support/factories";
import { type CookieJar, login, ORIGIN, pageText, send, testApp } from "../support/test-app";
import { RESOURCE_UPLOAD_LIMIT_BYTES } from "../../server/app";

let admin: Awaited<ReturnType<typeof createUser>>;
let adminJar: CookieJar;
let studentJar: CookieJar;
const tag = `ar${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Resource Admin" });
  adminJar = await login(admin.email, admin.password);
  const student = await createUser();
  studentJar = await login(student.email, student.password);
});

async function pdf(pages: number, label = "Page"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([300, 400]).drawText(`${label} ${i}`, { x: 40, y: 300, size: 24, font });
  return doc.save();
}

const EDITOR_FIELDS = { intent: "save", kind: "pdf-notes", title: "", classLevel: "12th", subject: "Physics", exam: "JEE", author: "", language: "en", price: "149", previewPages: "3", searchKeywords: "भौतिकी bhautiki", published: "on" };

function editorForm(fields: Partial<Record<keyof typeof EDITOR_FIELDS, string | null>>, file?: { bytes: Uint8Array; name?: string; type?: string }, cover?: { bytes: Uint8Array; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...EDITOR_FIELDS, ...fields })) if (value !== null) form.append(name, value);
  // Files last, as the page's form sends them.
  form.append("file", file ? new File([Buffer.from(file.bytes)], file.name ?? "notes.pdf", { type: file.type ?? "application/pdf" }) : new File([], "", { type: "application/octet-stream" }));
  form.append("cover", cover ? new File([Buffer.from(cover.bytes)], "cover.png", { type: cover.type }) : new File([], "", { type: "application/octet-stream" }));
  return form;
}

async function row(id: number) {
  const [r] = await db().select().from(resources).where(eq(resources.id, id));
  return r;
}
const idFrom = (res: Response) => Number(/\/admin\/resources\/(\d+)\?done=saved$/.exec(res.headers.get("location") ?? "")?.[1]);
async function pagesIn(key: string) {
  const file = await fileStore().get(key);
  expect(file, key).not.toBeNull();
  return (await PDFDocument.load(new Uint8Array(await new Response(file!.body).arrayBuffer()))).getPageCount();
}
async function resourceFileCount() {
  let n = 0;
  for await (const key of fileStore().list("resources/")) if (!key.startsWith("resources/demo/")) n++;
  return n;
}

describe("the spec's quick add (title + link)", () => {
  it("refuses empty or whitespace-only fields with 'Both fields are required!' and keeps what was typed", async () => {
    for (const [title, link] of [
      ["", ""],
      ["   ", "https://example.com/notes.pdf"],
      [`${tag} Title`, "  \t "],
    ]) {
      const res = await send("/admin/resources", { jar: adminJar, form: { intent: "quick-add", title, link } });
      expect(res.status, JSON.stringify([title, link])).toBe(400);
      const text = await pageText(res);
      expect(text).toContain("Both fields are required!");
    }
    const kept = await send("/admin/resources", { jar: adminJar, form: { intent: "quick-add", title: `${tag} Kept`, link: " " } });
    expect(await kept.text()).toContain(`value="${tag} Kept"`);
  });

  it("answers the .data request of a client-side post with the same 400", async () => {
    const res = await send("/admin/resources.data", { jar: adminJar, form: { intent: "quick-add", title: " ", link: "" } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("adminResources.quick.required");
  });

  it("trims both fields and makes a free draft PDF note that remembers the link; a non-https link is refused", async () => {
    const bad = await send("/admin/resources", { jar: adminJar, form: { intent: "quick-add", title: `${tag} ftp`, link: "ftp://example.com/x.pdf" } });
    expect(bad.status).toBe(400);
    expect(await pageText(bad)).toContain("Enter a full https:// address.");

    const version = areaVersion("resources");
    const res = await send("/admin/resources", { jar: adminJar, form: { intent: "quick-add", title: `  ${tag} Quick notes  `, link: "  https://example.com/quick.pdf " } });
    expect(res.status).toBe(302);
    expect(areaVersion("resources")).toBeGreaterThan(version); // the page cache's resources area (decision 028)
    const id = Number(new URL(res.headers.get("location")!, "http://x").searchParams.get("id"));
    const r = await row(id);
    expect(r).toMatchObject({ title: `${tag} Quick notes`, sourceUrl: "https://example.com/quick.pdf", kind: "pdf-notes", priceRupees: 0, published: false, fileKey: null });
    // No file: it cannot be published (so no student ever meets a broken item).
    const publish = await send("/admin/resources", { jar: adminJar, form: { intent: "publish", resourceId: String(id) } });
    expect(publish.status).toBe(400);
    expect(await pageText(publish)).toContain("Upload the PDF before publishing this item.");
    expect((await row(id)).published).toBe(false);
    const [audit] = await db().select().from(adminAudit).where(and(eq(adminAudit.targetType, "resource"), eq(adminAudit.targetId, String(id))));
    expect(audit).toMatchObject({ action: "resource.create", actorId: admin.id });
  });
});

describe("the editor's upload", () => {
  let id: number;

  it("creates a paid note from a real PDF: the preview is its own file of N pages under an unrelated key", async () => {
    const res = await send("/admin/resources/new", { jar: adminJar, form: editorForm({ title: `${tag} Optics` }, { bytes: await pdf(8) }) });
    expect(res.status, await res.clone().text()).toBe(302);
    id = idFrom(res);
    const r = await row(id);
    expect(r).toMatchObject({ title: `${tag} Optics`, classLevel: "12th", subject: "Physics", exam: "JEE", priceRupees: 149, free: false, previewPages: 3, pageCount: 8, published: true, searchKeywords: "भौतिकी bhautiki" });
    expect(r.fileKey).toMatch(/^resources\/files\/[0-9a-f-]{36}\.pdf$/);
    expect(r.previewKey).toMatch(/^resources\/previews\/[0-9a-f-]{36}\.pdf$/);
    expect(r.previewKey!.split("/")[2]).not.toBe(r.fileKey!.split("/")[2]);
    expect(r.coverKey).toMatch(/^resources\/covers\/page1-[0-9a-f-]{36}\.webp$/); // rendered from page 1: none was uploaded
    expect(await pagesIn(r.fileKey!)).toBe(8);
    expect(await pagesIn(r.previewKey!)).toBe(3);
    const [audit] = await db().select().from(adminAudit).where(and(eq(adminAudit.targetType, "resource"), eq(adminAudit.targetId, String(id))));
    expect(audit.action).toBe("resource.create");
    // The editor shows it back, and the list lists it with its price.
    const page = await pageText(await send(`/admin/resources/${id}?done=saved`, { jar: adminJar }));
    expect(page).toContain("Current PDF: 8 pages");
    expect(page).toContain("Your changes were saved.");
    const list = await pageText(await send(`/admin/resources?q=${tag}%20Optics`, { jar: adminJar }));
    expect(list).toContain(`${tag} Optics`);
    expect(list).toContain("₹149");
  });

  it("stores an uploaded cover as a small WebP", async () => {
    const res = await send("/admin/resources/new", { jar: adminJar, form: editorForm({ title: `${tag} Covered`, kind: "books", author: "R. Sharma", published: null }, { bytes: await pdf(2) }, { bytes: tinyPng(), type: "image/png" }) });
    expect(res.status).toBe(302);
    const r = await row(idFrom(res));
    const cover = await fileStore().get(r.coverKey!);
    expect(cover?.contentType).toBe("image/webp");
    expect(r).toMatchObject({ kind: "books", author: "R. Sharma", published: false });
  });

  it("refuses a file over the kind's limit (413) and a file that is not a PDF (415), keeping the typed fields and storing nothing", async () => {
    const before = await resourceFileCount();
    const big = new Uint8Array(25 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const tooLarge = await send("/admin/resources/new", { jar: adminJar, form: editorForm({ title: `${tag} Huge notes` }, { bytes: big }) });
    expect(tooLarge.status).toBe(413);
    const tooLargeHtml = await tooLarge.text();
    expect(await pageText(new Response(tooLargeHtml))).toContain("This PDF is larger than 25 MB, the limit for this kind.");
    expect(tooLargeHtml).toContain(`value="${tag} Huge notes"`);

    const png = await send("/admin/resources/new", { jar: adminJar, form: editorForm({ title: `${tag} Not a pdf`, subject: "Chemistry" }, { bytes: tinyPng(), name: "notes.pdf", type: "application/pdf" }) });
    expect(png.status).toBe(415);
    const pngHtml = await png.text();
    expect(await pageText(new Response(pngHtml))).toContain("This file is not a PDF.");
    expect(pngHtml).toContain(`value="${tag} Not a pdf"`);
    expect(pngHtml).toContain(`value="Chemistry"`);

    expect(await db().select({ id: resources.id }).from(resources).where(eq(resources.title, `${tag} Huge notes`))).toEqual([]);
    expect(await resourceFileCount()).toBe(before);
  });

  it("refuses publishing without a PDF, and a bad field, with the fields kept", async () => {
    const res = await send("/admin/resources/new", { jar: adminJar, form: editorForm({ title: `${tag} No file`, price: "-3" }) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(await pageText(new Response(html))).toContain("Enter a whole number of rupees");
    expect(html).toContain(`value="${tag} No file"`);
  });

  it("replacing the file makes a new preview and page count, removes the old files and moves updated_at", async () => {
    const before = await row(id);
    const res = await send(`/admin/resources/${id}`, { jar: adminJar, form: editorForm({ title: `${tag} Optics`, previewPages: "2" }, { bytes: await pdf(5, "New") }) });
    expect(res.status, await res.clone().text()).toBe(302);
    const after = await row(id);
    expect(after.fileKey).not.toBe(before.fileKey);
    expect(after.previewKey).not.toBe(before.previewKey);
    expect(after.pageCount).toBe(5);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await pagesIn(after.previewKey!)).toBe(2);
    expect(await fileStore().exists(before.fileKey!)).toBe(false);
    expect(await fileStore().exists(before.previewKey!)).toBe(false);
    // The cover was made from the old page 1: it is made again from the new one, the old one removed.
    expect(after.coverKey).toMatch(/^resources\/covers\/page1-[0-9a-f-]{36}\.webp$/);
    expect(after.coverKey).not.toBe(before.coverKey);
    expect(await fileStore().exists(before.coverKey!)).toBe(false);
    const [audit] = await db().select().from(adminAudit).where(and(eq(adminAudit.targetId, String(id)), eq(adminAudit.action, "resource.update")));
    expect(audit.details).toMatchObject({ fileReplaced: true });
  });

  it("changing only the preview length cuts the preview again from the stored file", async () => {
    const before = await row(id);
    const res = await send(`/admin/resources/${id}`, { jar: adminJar, form: editorForm({ title: `${tag} Optics`, previewPages: "4" }) });
    expect(res.status).toBe(302);
    const after = await row(id);
    expect(after.fileKey).toBe(before.fileKey);
    expect(after.previewKey).not.toBe(before.previewKey);
    // The stored file has 5 pages (replaced above): a preview holds at most half of it, whatever
    // was asked (decision 034), so a short paid paper is never given away.
    expect(await pagesIn(after.previewKey!)).toBe(2);
  });

  it("has the editor's own body limit on /new and /:id, streamed (not the 1 MB default)", async () => {
    // Over 1 MB to /admin/resources/:id (a pattern rule) reaches the page: its own 415, not the middleware's 413.
    const junk = new Uint8Array(2 * 1024 * 1024).fill(120);
    const res = await send(`/admin/resources/${id}.data`, { jar: adminJar, form: editorForm({ title: `${tag} Optics` }, { bytes: junk }) });
    expect(res.status).toBe(415);
    // An announced length over the page's limit is refused before reading.
    const announced = await send("/admin/resources/new", { jar: adminJar, body: "x", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(RESOURCE_UPLOAD_LIMIT_BYTES + 1) } });
    expect(announced.status).toBe(413);
  });

  it("refuses a book streamed past 100 MB without a Content-Length, storing nothing", async () => {
    const before = await resourceFileCount();
    const boundary = "----vp-big";
    const head = new TextEncoder().encode(
      Object.entries({ ...EDITOR_FIELDS, kind: "books", title: `${tag} Too big book` })
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("") + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 101) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent++;
        controller.enqueue(chunk);
      },
    });
    // A streamed request (no Content-Length), as a client sending chunked would.
    const request = new Request(`${ORIGIN}/admin/resources/new`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: ORIGIN, host: "localhost:3000", cookie: adminJar.header() },
    } as RequestInit);
    const res = await (await testApp()).fetch(request, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    expect(res.status).toBe(413);
    expect(await pageText(res)).toContain("This PDF is larger than 100 MB");
    expect(await resourceFileCount()).toBe(before);
  });

  it("a body that is not a multipart form is a 400, never a 500", async () => {
    const res = await send(`/admin/resources/${id}`, { jar: adminJar, form: { intent: "save", title: "x\u0000" } });
    expect(res.status).toBe(400);
  });
});

describe("delete with confirmation", () => {
  it("asks first, then deletes an item nobody owns with its files, and records it", async () => {
    const created = await send("/admin/resources/new", { jar: adminJar, form: editorForm({ title: `${tag} Doomed` }, { bytes: await pdf(4) }) });
    const id = idFrom(created);
    const r = await row(id);
    const ask = await send(`/admin/resources?q=${tag}`, { jar: adminJar, form: { intent: "delete", resourceId: String(id) } });
    expect(ask.status).toBe(200);
    expect(await pageText(ask)).toContain(`Delete “${tag} Doomed”?`);
    expect(await row(id)).toBeDefined();
    const done = await send(`/admin/resources?q=${tag}`, { jar: adminJar, form: { intent: "delete-confirmed", resourceId: String(id) } });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/resources?q=${tag}&done=deleted`);
    expect(await row(id)).toBeUndefined();
    for (const key of [r.fileKey!, r.previewKey!, r.coverKey!]) expect(await fileStore().exists(key), key).toBe(false);
    const [audit] = await db().select().from(adminAudit).where(and(eq(adminAudit.targetId, String(id)), eq(adminAudit.action, "resource.delete")));
    expect(audit).toMatchObject({ actorId: admin.id, targetType: "resource", targetLabel: `${tag} Doomed` });
  });

  it("unpublishes an item somebody owns instead, says so, and the owner keeps the entitlement", async () => {
    const owned = await createResource({ title: `${tag} Owned`, priceRupees: 99 });
    const buyer = await createUser();
    await grantProduct(buyer.id, "pdf", String(owned.id));
    const ask = await pageText(await send(`/admin/resources?q=${tag}`, { jar: adminJar, form: { intent: "delete", resourceId: String(owned.id) } }));
    expect(ask).toContain("1 student owns it, so it will be unpublished instead");
    const done = await send(`/admin/resources?q=${tag}`, { jar: adminJar, form: { intent: "delete-confirmed", resourceId: String(owned.id) } });
    expect(done.status).toBe(302);
    const notice = await pageText(await send(done.headers.get("location")!, { jar: adminJar }));
    expect(notice).toContain(`“${tag} Owned” is owned by 1 student, so it was unpublished instead of deleted.`);
    expect(await row(owned.id)).toMatchObject({ published: false, fileKey: owned.fileKey });
    const [audit] = await db().select().from(adminAudit).where(eq(adminAudit.targetId, String(owned.id))).orderBy(desc(adminAudit.at));
    expect(audit).toMatchObject({ action: "resource.unpublish", details: { deleteRefused: true, owners: 1 } });
    // The list shows the owner count.
    const list = await send(`/admin/resources?q=${encodeURIComponent(`${tag} Owned`)}`, { jar: adminJar });
    expect(await list.text()).toMatch(new RegExp(`data-resource-id="${owned.id}"[\\s\\S]*?tabular-nums">1<`));
  });

  it("keeps (unpublishes) an item a student is paying for right now, so the payment finds it", async () => {
    const item = await createResource({ title: `${tag} Paying`, priceRupees: 79 });
    const buyer = await createUser();
    const start = await startCheckout({ userId: buyer.id, type: "pdf", productId: String(item.id) });
    expect(start.ok).toBe(true);
    const done = await send(`/admin/resources?q=${tag}`, { jar: adminJar, form: { intent: "delete-confirmed", resourceId: String(item.id) } });
    expect(done.status).toBe(302);
    expect(await row(item.id)).toMatchObject({ published: false });
  });

  it("publishes and unpublishes from the list with an audit entry each", async () => {
    const item = await createResource({ title: `${tag} Toggle`, published: false });
    expect((await send("/admin/resources", { jar: adminJar, form: { intent: "publish", resourceId: String(item.id) } })).status).toBe(302);
    expect((await row(item.id)).published).toBe(true);
    expect((await send("/admin/resources", { jar: adminJar, form: { intent: "unpublish", resourceId: String(item.id) } })).status).toBe(302);
    expect((await row(item.id)).published).toBe(false);
    const actions = (await db().select({ action: adminAudit.action }).from(adminAudit).where(eq(adminAudit.targetId, String(item.id)))).map((a) => a.action).sort();
    expect(actions).toEqual(["resource.publish", "resource.unpublish"]);
  });
});

describe("the list", () => {
  it("filters by kind and keeps the filter in its links", async () => {
    await createResource({ title: `${tag} Kind book`, kind: "books" });
    await createResource({ title: `${tag} Kind paper`, kind: "mock-papers" });
    const books = await pageText(await send(`/admin/resources?q=${tag}%20Kind&kind=books`, { jar: adminJar }));
    expect(books).toContain(`${tag} Kind book`);
    expect(books).not.toContain(`${tag} Kind paper`);
    const res = await send(`/admin/resources?q=${tag}%20Kind&kind=nonsense&sort=bogus&page=-1`, { jar: adminJar });
    expect(res.status).toBe(200);
  });
});

describe("who may reach the admin resource pages", () => {
  it("sends students to /dashboard and anonymous visitors to /login, for pages, .data URLs and posts", async () => {
    const item = await createResource({ title: `${tag} Guarded` });
    for (const path of ["/admin/resources", "/admin/resources/new", `/admin/resources/${item.id}`]) {
      for (const url of [path, `${path}.data`]) {
        const asStudent = await send(url, { jar: studentJar });
        const anonymous = await send(url);
        if (url.endsWith(".data")) {
          expect(asStudent.status, url).toBe(202);
          expect(asStudent.headers.get("x-remix-redirect") ?? (await asStudent.text()), url).toContain("/dashboard");
          expect(anonymous.status, url).toBe(202);
          expect(anonymous.headers.get("x-remix-redirect") ?? (await anonymous.text()), url).toContain("/login");
        } else {
          expect([asStudent.status, asStudent.headers.get("location")], url).toEqual([302, "/dashboard"]);
          expect(anonymous.status, url).toBe(302);
          expect(anonymous.headers.get("location"), url).toMatch(/^\/login\?redirectTo=/);
        }
      }
    }
    const post = await send("/admin/resources", { jar: studentJar, form: { intent: "delete-confirmed", resourceId: String(item.id) } });
    expect(post.status).toBe(302);
    const upload = await send("/admin/resources/new", { jar: studentJar, form: editorForm({ title: `${tag} Sneaky` }, { bytes: await pdf(1) }) });
    expect(upload.status).toBe(302);
    expect(await row(item.id)).toBeDefined();
    expect(await db().select({ id: resources.id }).from(resources).where(eq(resources.title, `${tag} Sneaky`))).toEqual([]);
  });
});
