// Study-resource viewers and files (decision 033): who may open which page and file (anonymous,
// student, owner, admin × page, `.data` and file URL), Range on the 21.5 MB demo book, previews that
// can never reach the full file, the buyer's watermark made once and cached, unpublished-but-owned
// access, and the dashboard's owned items.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { buildPreviewPdf, buildResourcePdf } from "../../app/features/resources/resource-pdf.server";
import { writeResourceFile } from "../../app/features/resources/resource-files.server";
import { watermarkKey, watermarkStats } from "../../app/features/resources/resource-watermark.server";
import { fileStore } from "../../app/lib/storage/storage.server";
import { db } from "../../app/lib/db.server";
import { resources } from "../../db/schema";
import { seedResources } from "../../db/seed-resources";
import { createResource, createUser, grantProduct } from "../support/factories";
import { pdfPageText } from "../support/pdf-text";
import { CookieJar, login, pageText, send } from "../support/test-app";

type Who = "anonymous" | "student" | "owner" | "admin";
const jars = {} as Record<Who, CookieJar>;
let owner: Awaited<ReturnType<typeof createUser>>;
let paid: { id: number; fileKey: string; previewKey: string };
let free: { id: number };
let unpublishedOwned: { id: number };
let unpublishedFree: { id: number };
let paidBook: { id: number };
let demoBook: { id: number; fileBytes: number };

async function withFiles(row: { id: number; fileKey: string | null; previewKey: string | null }, title: string, pages = 8) {
  const sections = Array.from({ length: pages - 1 }, (_, i) => ({ heading: `Chapter ${i + 1}`, body: `Reading ${title}: the chapter explains refraction and lenses in plain words.` }));
  const bytes = await buildResourcePdf({ title, facts: ["Test"], sections });
  await writeResourceFile(row.fileKey!, bytes);
  const preview = await buildPreviewPdf(bytes, 3);
  if (!preview) throw new Error("fixture too short to preview");
  await writeResourceFile(row.previewKey!, preview);
  return { id: row.id, fileKey: row.fileKey!, previewKey: row.previewKey! };
}

const pageCount = async (res: Response) => (await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount();

beforeAll(async () => {
  await seedResources();
  const student = await createUser();
  owner = await createUser();
  const admin = await createUser({ role: "admin" });
  jars.anonymous = new CookieJar();
  jars.student = await login(student.email, student.password);
  jars.owner = await login(owner.email, owner.password);
  jars.admin = await login(admin.email, admin.password);

  paid = await withFiles(await createResource({ priceRupees: 99, title: "Paid Optics Notes" }), "Paid Optics Notes");
  free = await withFiles(await createResource({ title: "Free Optics Notes" }), "Free Optics Notes");
  unpublishedOwned = await withFiles(await createResource({ priceRupees: 49, published: false, title: "Retired Optics Notes" }), "Retired Optics Notes");
  unpublishedFree = await withFiles(await createResource({ published: false }), "Draft notes");
  paidBook = await withFiles(await createResource({ kind: "books", priceRupees: 299, title: "Paid Optics Book" }), "Paid Optics Book");
  await grantProduct(owner.id, "pdf", String(paid.id));
  await grantProduct(owner.id, "pdf", String(unpublishedOwned.id));
  await grantProduct(owner.id, "book", String(paidBook.id));
  const [big] = await db().select({ id: resources.id, fileBytes: resources.fileBytes }).from(resources).where(eq(resources.demoKey, "book-illustrated-biology-reader"));
  demoBook = { id: big.id, fileBytes: big.fileBytes ?? 0 };
}, 120_000);

const login302 = (p: string) => `/login?redirectTo=${encodeURIComponent(p)}&notice=resourceLogin`;

describe("the access matrix: anonymous / student / owner / admin × page, .data and file URL", () => {
  // [page, file URL, outcome per role: page status, file status]
  const rows = () =>
    [
      { what: "free item", page: `/pdf/${free.id}`, file: `/api/resources/${free.id}/file`, expect: { student: [200, 200], owner: [200, 200], admin: [200, 200] } },
      { what: "paid item", page: `/pdf/${paid.id}`, file: `/api/resources/${paid.id}/file`, expect: { student: [200, 404], owner: [200, 200], admin: [200, 200] } },
      { what: "paid item's preview", page: `/preview/${paid.id}`, file: `/api/resources/${paid.id}/preview`, expect: { student: [200, 200], owner: [200, 200], admin: [200, 200] } },
      { what: "unpublished, owned", page: `/pdf/${unpublishedOwned.id}`, file: `/api/resources/${unpublishedOwned.id}/file`, expect: { student: [404, 404], owner: [200, 200], admin: [200, 200] } },
      { what: "unpublished, free", page: `/pdf/${unpublishedFree.id}`, file: `/api/resources/${unpublishedFree.id}/file`, expect: { student: [404, 404], owner: [404, 404], admin: [200, 200] } },
      { what: "paid book", page: `/book-viewer/${paidBook.id}`, file: `/api/resources/${paidBook.id}/file`, expect: { student: [200, 404], owner: [200, 200], admin: [200, 200] } },
      { what: "paid book's preview", page: `/book-preview/${paidBook.id}`, file: `/api/resources/${paidBook.id}/preview`, expect: { student: [200, 200], owner: [200, 200], admin: [200, 200] } },
      { what: "free demo book", page: `/book-viewer/${demoBook.id}`, file: `/api/resources/${demoBook.id}/file`, expect: { student: [200, 200], owner: [200, 200], admin: [200, 200] } },
      { what: "guessed id", page: "/pdf/999999999", file: "/api/resources/999999999/file", expect: { student: [404, 404], owner: [404, 404], admin: [404, 404] } },
    ] as const;

  it("sends anonymous visitors to /login with the notice (pages and .data) and answers 401 for files", async () => {
    for (const row of rows()) {
      const res = await send(row.page);
      expect(res.status, row.what).toBe(302);
      expect(res.headers.get("location"), row.what).toBe(login302(row.page));
      const data = await (await send(`${row.page}.data`)).text();
      expect(data, `${row.what} .data`).toContain(login302(row.page));
      expect((await send(row.file)).status, `${row.what} file`).toBe(401);
    }
  });

  it.each(["student", "owner", "admin"] as const)("follows the matrix as %s", async (who) => {
    for (const row of rows()) {
      const [pageStatus, fileStatus] = row.expect[who];
      expect((await send(row.page, { jar: jars[who] })).status, `${row.what} page as ${who}`).toBe(pageStatus);
      expect((await send(`${row.page}.data`, { jar: jars[who] })).status, `${row.what} .data as ${who}`).toBe(pageStatus);
      expect((await send(row.file, { jar: jars[who] })).status, `${row.what} file as ${who}`).toBe(fileStatus);
    }
  });

  it("says the spec's not-found messages, and the PDF and book routes do not cross", async () => {
    const cases: [string, string][] = [
      ["/pdf/999999999", "PDF not found."],
      ["/pdf/abc", "PDF not found."],
      [`/pdf/${paidBook.id}`, "PDF not found."],
      [`/book-viewer/${paid.id}`, "Book not found."],
      ["/book-viewer/0", "Book not found."],
      ["/preview/999999999", "Preview not available."],
      [`/book-preview/${paid.id}`, "Preview not available."],
      [`/preview/${unpublishedFree.id}`, "Preview not available."],
    ];
    for (const [url, message] of cases) {
      const res = await send(url, { jar: jars.student });
      expect(res.status, url).toBe(404);
      expect(await pageText(res), url).toContain(message);
    }
  });

  it("shows a paid item's price, preview and Buy link to a student, with no file URL", async () => {
    const html = await (await send(`/pdf/${paid.id}`, { jar: jars.student })).text();
    expect(html).toContain("₹99");
    expect(html).toContain(`href="/checkout/pdf/${paid.id}"`);
    expect(html).toContain(`href="/preview/${paid.id}"`);
    expect(html).not.toContain(`/api/resources/${paid.id}/file`);
    const ownerHtml = await (await send(`/pdf/${paid.id}`, { jar: jars.owner })).text();
    expect(ownerHtml).toContain(`/api/resources/${paid.id}/file`);
    expect(ownerHtml).not.toContain(`/checkout/pdf/${paid.id}`);
    const adminHtml = await (await send(`/pdf/${paid.id}`, { jar: jars.admin })).text();
    expect(adminHtml).toContain(`/api/resources/${paid.id}/file`);
    expect(adminHtml).not.toContain(`/checkout/pdf/${paid.id}`);
  });
});

describe("files", () => {
  it("serves the 21.5 MB demo book in ranges: 206 with Content-Range, 416 past the end", async () => {
    expect(demoBook.fileBytes).toBeGreaterThan(20 * 1024 * 1024);
    const url = `/api/resources/${demoBook.id}/file`;
    const head = await send(url, { jar: jars.student, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    expect(Number(head.headers.get("content-length"))).toBe(demoBook.fileBytes);
    const part = await send(url, { jar: jars.student, headers: { range: "bytes=0-65535" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-65535/${demoBook.fileBytes}`);
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes.length).toBe(65536);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const tail = await send(url, { jar: jars.student, headers: { range: "bytes=-1024" } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(1024);
    const past = await send(url, { jar: jars.student, headers: { range: `bytes=${demoBook.fileBytes}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${demoBook.fileBytes}`);
    // Session-dependent: never stored (decision 018).
    expect(head.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never lets the preview route reach the full file, whatever the id, path or key asked for", async () => {
    const preview = await send(`/api/resources/${paid.id}/preview`, { jar: jars.student });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(await pageCount(preview)).toBe(3);
    for (const url of [`/api/resources/${paid.id}/preview?key=${encodeURIComponent(paid.fileKey)}`, `/api/resources/${paid.id}/preview?part=file`]) {
      const res = await send(url, { jar: jars.student });
      if (res.status === 200) expect(await pageCount(res), url).toBe(3);
      else expect(res.status, url).toBeLessThan(500);
    }
    for (const url of [`/api/resources/${paid.id}%2Ffile/preview`, `/api/resources/${paid.id}/preview/..%2Ffile`, `/api/resources/${paid.id}/file%00`, `/api/resources/-${paid.id}/file`, `/api/resources/${paid.id}.0/file`, `/api/resources/00${paid.id}x/file`]) {
      const res = await send(url, { jar: jars.student });
      expect([400, 404], url).toContain(res.status);
    }
    // A row whose preview is missing or points at the full file serves no preview at all.
    await db().update(resources).set({ previewKey: paid.fileKey }).where(eq(resources.id, paid.id));
    expect((await send(`/api/resources/${paid.id}/preview`, { jar: jars.student })).status).toBe(404);
    await db().update(resources).set({ previewKey: null }).where(eq(resources.id, paid.id));
    expect((await send(`/api/resources/${paid.id}/preview`, { jar: jars.student })).status).toBe(404);
    expect((await send(`/preview/${paid.id}`, { jar: jars.student })).status).toBe(404);
    await db().update(resources).set({ previewKey: paid.previewKey }).where(eq(resources.id, paid.id));
  });

  it("gives the buyer a copy with their e-mail on every page, made once and cached; admins get the original", async () => {
    const url = `/api/resources/${paid.id}/file`;
    const first = await send(url, { jar: jars.owner });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await first.arrayBuffer());
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBe(8);
    for (let i = 0; i < pages; i++) expect((await pdfPageText(bytes, i)).join(" "), `page ${i + 1}`).toContain(`Licensed to ${owner.email}`);

    const made = watermarkStats.made;
    const again = await send(url, { jar: jars.owner, headers: { range: "bytes=0-99" } });
    expect(again.status).toBe(206);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(watermarkStats.made, "no second copy").toBe(made);
    const source = await fileStore().stat(paid.fileKey);
    expect(await fileStore().exists(watermarkKey(owner.id, paid.id, source!.etag, owner.email))).toBe(true);

    const original = new Uint8Array(await (await send(url, { jar: jars.admin })).arrayBuffer());
    expect((await pdfPageText(original, 0)).join(" ")).not.toContain("Licensed to");

    // Replacing the file makes a new copy (keyed by the file's version) and removes the old one.
    const oldKey = watermarkKey(owner.id, paid.id, source!.etag, owner.email);
    await writeResourceFile(paid.fileKey, await buildResourcePdf({ title: "Paid Optics Notes, second edition", facts: ["Test"], sections: [{ heading: "New", body: "Revised text." }] }));
    const replaced = new Uint8Array(await (await send(url, { jar: jars.owner })).arrayBuffer());
    expect((await PDFDocument.load(replaced)).getPageCount()).toBe(2);
    expect((await pdfPageText(replaced, 1)).join(" ")).toContain(`Licensed to ${owner.email}`);
    expect(watermarkStats.made).toBe(made + 1);
    expect(await fileStore().exists(oldKey)).toBe(false);
  });
});

describe("dashboard", () => {
  it("lists the student's owned PDFs and books with links to their viewers, unpublished ones included", async () => {
    const html = await (await send("/dashboard", { jar: jars.owner })).text();
    expect(html).toContain("My PDFs and books");
    expect(html).toContain(`href="/pdf/${paid.id}"`);
    expect(html).toContain(`href="/pdf/${unpublishedOwned.id}"`);
    expect(html).toContain(`href="/book-viewer/${paidBook.id}"`);
    expect(html).toContain("Paid Optics Book");
    const other = await (await send("/dashboard", { jar: jars.student })).text();
    expect(other).toContain("You have not bought any PDFs or books yet.");
    expect(other).not.toContain(`href="/pdf/${paid.id}"`);
  });
});

describe("page 1 as an image (decision 033 amendment)", () => {
  const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";

  it("serves page 1 with the file's access: 401 anonymous, 404 for a paid item not owned unless its preview holds page 1", async () => {
    const noPreview = await withFiles(await createResource({ priceRupees: 59, title: "Paid, no preview" }), "Paid, no preview");
    await db().update(resources).set({ previewKey: null }).where(eq(resources.id, noPreview.id));
    const cases = [
      { what: "free item", url: `/api/resources/${free.id}/page-1`, expect: { anonymous: 401, student: 200, owner: 200, admin: 200 } },
      { what: "paid item with a preview", url: `/api/resources/${paid.id}/page-1`, expect: { anonymous: 401, student: 200, owner: 200, admin: 200 } },
      { what: "paid item, preview only", url: `/api/resources/${paid.id}/page-1?from=preview`, expect: { anonymous: 401, student: 200, owner: 200, admin: 200 } },
      { what: "paid item without a preview", url: `/api/resources/${noPreview.id}/page-1`, expect: { anonymous: 401, student: 404, owner: 404, admin: 200 } },
      { what: "unpublished, owned (its preview is not for others)", url: `/api/resources/${unpublishedOwned.id}/page-1`, expect: { anonymous: 401, student: 404, owner: 200, admin: 200 } },
      { what: "unpublished, free", url: `/api/resources/${unpublishedFree.id}/page-1`, expect: { anonymous: 401, student: 404, owner: 404, admin: 200 } },
      { what: "paid book", url: `/api/resources/${paidBook.id}/page-1`, expect: { anonymous: 401, student: 200, owner: 200, admin: 200 } },
      { what: "guessed id", url: "/api/resources/999999999/page-1", expect: { anonymous: 401, student: 404, owner: 404, admin: 404 } },
    ] as const;
    for (const row of cases) {
      for (const who of ["anonymous", "student", "owner", "admin"] as const) {
        const res = await send(row.url, { jar: jars[who] });
        expect(res.status, `${who}: ${row.what}`).toBe(row.expect[who]);
        if (res.status !== 200) continue;
        expect(res.headers.get("content-type"), row.what).toBe("image/webp");
        expect(res.headers.get("cache-control"), row.what).toBe("private, no-store");
        expect(isWebp(Buffer.from(await res.arrayBuffer())), row.what).toBe(true);
      }
    }
    // The preview gone: a student gets nothing for the paid item any more.
    await db().update(resources).set({ previewKey: null }).where(eq(resources.id, paid.id));
    expect((await send(`/api/resources/${paid.id}/page-1`, { jar: jars.student })).status).toBe(404);
    expect((await send(`/api/resources/${paid.id}/page-1`, { jar: jars.owner })).status).toBe(200);
    await db().update(resources).set({ previewKey: paid.previewKey }).where(eq(resources.id, paid.id));
  }, 120_000);

  it("renders the demo book's page 1 once at reading width, shared by concurrent requests, and puts it in the viewer's HTML", async () => {
    const url = `/api/resources/${demoBook.id}/page-1`;
    const [a, b] = await Promise.all([send(url, { jar: jars.student }), send(url, { jar: jars.admin })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const bytes = Buffer.from(await a.arrayBuffer());
    expect(isWebp(bytes)).toBe(true);
    expect(Buffer.from(await b.arrayBuffer()).equals(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(250_000);
    const keys: string[] = [];
    for await (const key of fileStore().list("resources/pages/")) if (key.startsWith(`resources/pages/${demoBook.id}-`)) keys.push(key);
    expect(keys).toHaveLength(1);

    const html = await (await send(`/book-viewer/${demoBook.id}`, { jar: jars.student })).text();
    const img = /<img[^>]*data-testid="viewer-page-image"[^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain(`src="${url}"`);
    expect(img).toMatch(/width="900" height="\d+"/);
    expect(img).toMatch(/fetchpriority="high"/i); // HTML attribute names are case-insensitive
    expect(img).toContain("alt=\"Page 1 of ");
    expect(img).not.toContain("loading=");
    // The preview viewer shows the preview's page 1; a paid item's viewer without access shows none.
    expect(await (await send(`/preview/${paid.id}`, { jar: jars.student })).text()).toContain(`/api/resources/${paid.id}/page-1?from=preview`);
    expect(await (await send(`/pdf/${paid.id}`, { jar: jars.student })).text()).not.toContain("/page-1");
  }, 120_000);
});
