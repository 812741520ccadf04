// Study resources, first slice (issue 10): the demo content, the public hub, the four lists behind
// sign-in (with the spec's notice and the way back, `.data` URLs included), filters, the shared
// Hindi/typo search, paging, bad parameters as 400s, GET /api/resources, the owned flag from
// payments, and no file address of a paid item in any answer.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readResourceFile, resourceFileInfo } from "../../app/features/resources/resource-files.server";
import { db } from "../../app/lib/db.server";
import { RESOURCE_CATALOGUE } from "../../db/demo/resource-catalogue";
import { resources } from "../../db/schema";
import { seedResources } from "../../db/seed-resources";
import { createResource, createUser, grantProduct } from "../support/factories";
import { pdfPageText } from "../support/pdf-text";
import { CookieJar, login, pageText, send } from "../support/test-app";

const KINDS = ["pdf-notes", "books", "previous-papers", "mock-papers"] as const;
type ApiItem = { id: number; kind: string; title: string; class: string; subject: string; exam: string | null; author: string | null; priceRupees: number; free: boolean; owned: boolean; coverUrl: string | null };
type ApiBody = { items: ApiItem[]; total: number; page: number; pages: number };

let jar: CookieJar;
let student: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await seedResources();
  student = await createUser();
  jar = await login(student.email, student.password);
}, 60_000);

async function api(query: string, as: CookieJar | undefined = jar): Promise<ApiBody> {
  const res = await send(`/api/resources?${query}`, { jar: as });
  expect(res.status, query).toBe(200);
  return (await res.json()) as ApiBody;
}

describe("demo content", () => {
  it("seeds at least six items of each kind across classes, exams, prices and languages, once", async () => {
    await seedResources(); // a second start
    const [{ n }] = await db().select({ n: count() }).from(resources);
    expect(n).toBe(RESOURCE_CATALOGUE.length);
    for (const kind of KINDS) expect(RESOURCE_CATALOGUE.filter((r) => r.kind === kind).length, kind).toBeGreaterThanOrEqual(6);
    const all = RESOURCE_CATALOGUE;
    expect(new Set(all.map((r) => r.classLevel))).toEqual(new Set(["10th", "12th", "Graduate"]));
    for (const exam of ["JEE", "NEET", "UPSC"]) expect(all.some((r) => r.exam === exam), exam).toBe(true);
    expect(all.some((r) => r.priceRupees === 0) && all.some((r) => r.priceRupees > 0)).toBe(true);
    expect(all.some((r) => r.language === "hi") && all.some((r) => r.language === "en")).toBe(true);
  });

  it("generates real multi-page PDFs with real text, previews of three pages, and a free book over 20 MB", async () => {
    const rows = await db().select().from(resources);
    for (const row of rows) {
      expect(row.fileKey, row.title).toMatch(/^resources\/demo\/[a-z0-9-]+\.pdf$/);
      const file = Buffer.from((await readResourceFile(row.fileKey!))!);
      expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(row.pageCount, row.title).toBeGreaterThanOrEqual(3);
      expect(row.fileBytes).toBe(file.length);
      expect((await resourceFileInfo(row.previewKey!))!.size).toBeLessThan(file.length);
    }
    const light = rows.find((r) => r.demoKey === "notes-10-science-light")!;
    expect((await pdfPageText((await readResourceFile(light.fileKey!))!, 1)).join(" ")).toContain("angle of incidence");
    const big = rows.find((r) => r.kind === "books" && (r.fileBytes ?? 0) >= 20 * 1024 * 1024);
    expect(big?.free).toBe(true);
    expect(big?.pageCount).toBeGreaterThan(20);
  });
});

describe("the hub and sign-in", () => {
  it("serves /resources to anyone, with the four lists and links to blogs and quizzes", async () => {
    const res = await send("/resources");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const kind of KINDS) expect(html).toContain(`href="/resources/${kind}"`);
    expect(html).toContain('href="/blogs"');
    expect(html).toContain('href="/quizzes"');
  });

  it("sends anonymous visitors of a list to /login with the spec's notice and the way back, from pages and .data URLs", async () => {
    for (const kind of KINDS) {
      const res = await send(`/resources/${kind}?class=12th`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/resources/${kind}?class=12th`)}&notice=resourceLogin`);
    }
    const data = await send("/resources/books.data?class=10th&_routes=resources-books");
    const body = await data.text();
    expect(body).toContain(`/login?redirectTo=${encodeURIComponent("/resources/books?class=10th")}&notice=resourceLogin`);
    expect(body).not.toContain(".data");
    const loginPage = await pageText(await send(`/login?redirectTo=${encodeURIComponent("/resources/books")}&notice=resourceLogin`));
    expect(loginPage).toContain("You must be logged in to access this resource!");
  });

  it("brings the student back to the list after signing in", async () => {
    const fresh = await createUser();
    const res = await send(`/login?redirectTo=${encodeURIComponent("/resources/mock-papers")}&notice=resourceLogin`, { form: { email: fresh.email, password: fresh.password, redirectTo: "/resources/mock-papers" }, jar: new CookieJar() });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/resources/mock-papers");
  });

  it("answers the API with 401 JSON for anonymous callers", async () => {
    const res = await send("/api/resources?kind=books");
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty("error");
  });
});

describe("lists", () => {
  it("shows each kind's published items, and the empty message per kind", async () => {
    const hidden = await createResource({ kind: "books", title: "Unpublished Draft Book", published: false });
    const html = await pageText(await send("/resources/books", { jar }));
    expect(html).toContain("Problems in Mechanics for JEE");
    expect(html).not.toContain(hidden.title);
    expect(html).not.toContain("Light: Reflection"); // a PDF note, not a book
    const empties = { "pdf-notes": "No PDF notes available.", books: "No books available.", "previous-papers": "No previous papers available.", "mock-papers": "No mock papers available." };
    for (const kind of KINDS) {
      const res = await send(`/resources/${kind}?subject=Astrology`, { jar });
      expect(res.status).toBe(200);
      expect(await pageText(res)).toContain(empties[kind]);
    }
  });

  it("filters by class, subject and exam, in the page and the API alike", async () => {
    const neet = await api("kind=previous-papers&exam=NEET");
    expect(neet.items.length).toBeGreaterThan(0);
    expect(neet.items.every((i) => i.exam === "NEET")).toBe(true);
    const graduate = await api("kind=mock-papers&class=Graduate");
    expect(graduate.items.length).toBeGreaterThan(0);
    expect(graduate.items.every((i) => i.class === "Graduate")).toBe(true);
    const maths = await api("kind=pdf-notes&class=10th&subject=Mathematics");
    expect(maths.items.map((i) => i.title)).toEqual(["Trigonometry in One Go — Class 10"]);
    const page = await pageText(await send("/resources/pdf-notes?class=10th&subject=Mathematics", { jar }));
    expect(page).toContain("Trigonometry in One Go");
    expect(page).not.toContain("Light: Reflection");
  });

  it("searches with the shared search: Hindi words, Hindi spellings of English words, typos", async () => {
    const titles = async (q: string) => (await api(`kind=pdf-notes&q=${encodeURIComponent(q)}`)).items.map((i) => i.title);
    for (const q of ["भौतिकी", "फ़िज़िक्स", "फिजिक्स", "electrostatics", "electrostatcs"]) expect(await titles(q), q).toContain("स्थिरवैद्युतिकी — कक्षा 12 के नोट्स");
    expect(await titles("मौलिक अधिकार")).toEqual(["मौलिक अधिकार — UPSC राजव्यवस्था नोट्स"]);
    expect(await titles("zebra quantum")).toEqual([]);
    const page = await pageText(await send(`/resources/books?q=${encodeURIComponent("इतिहास")}`, { jar }));
    expect(page).toContain("आधुनिक भारत का इतिहास");
    expect(page).not.toContain("Class 10 Mathematics Companion");
  });

  it("pages by 12", async () => {
    const subject = `Paging ${Date.now()}`;
    for (let i = 0; i < 13; i++) await createResource({ kind: "mock-papers", subject, title: `Paging Paper ${String(i).padStart(2, "0")}` });
    const first = await api(`kind=mock-papers&subject=${encodeURIComponent(subject)}`);
    expect([first.items.length, first.total, first.pages]).toEqual([12, 13, 2]);
    const second = await api(`kind=mock-papers&subject=${encodeURIComponent(subject)}&page=2`);
    expect(second.items.map((i) => i.title)).toEqual(["Paging Paper 12"]);
    const html = await send(`/resources/mock-papers?subject=${encodeURIComponent(subject)}`, { jar }).then((r) => r.text());
    expect(html).toContain(`href="/resources/mock-papers?subject=${encodeURIComponent(subject).replace(/%20/g, "+")}&amp;page=2"`);
  });

  it("answers bad parameters with 400, never 500, on pages, .data URLs and the API", async () => {
    for (const q of ["class=11th", "page=0", "page=abc", "page=1.5", "class=10th&class=12th", `q=${"x".repeat(101)}`, "subject=%7F"]) {
      expect((await send(`/resources/pdf-notes?${q}`, { jar })).status, q).toBe(400);
      expect((await send(`/resources/pdf-notes.data?${q}`, { jar })).status, `.data ${q}`).toBe(400);
      expect((await send(`/api/resources?kind=pdf-notes&${q}`, { jar })).status, `api ${q}`).toBe(400);
    }
    for (const q of ["", "kind=notes", "kind=books&sort=price", "kind=books&kind=books"]) {
      const res = await send(`/api/resources?${q}`, { jar });
      expect(res.status, q).toBe(400);
      expect(await res.json()).toHaveProperty("error");
    }
    // Unknown parameters on a page (campaign tags) are ignored, not refused.
    expect((await send("/resources/pdf-notes?utm_source=whatsapp", { jar })).status).toBe(200);
  });
});

describe("the API's shape, ownership and file addresses", () => {
  it("answers exactly the documented fields, privately", async () => {
    const res = await send("/api/resources?kind=books", { jar });
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as ApiBody;
    expect(body.total).toBeGreaterThanOrEqual(6);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(["author", "class", "coverUrl", "exam", "free", "id", "kind", "owned", "priceRupees", "subject", "title"]);
      expect(item.free).toBe(item.priceRupees === 0);
      expect(item.author).toBeTruthy();
    }
  });

  it("marks what the student owns through payments, and only for that student", async () => {
    const paid = await createResource({ kind: "previous-papers", priceRupees: 59, subject: "Ownership" });
    await grantProduct(student.id, "paper", String(paid.id));
    const mine = await api("kind=previous-papers&subject=Ownership");
    expect(mine.items.map((i) => [i.id, i.owned])).toEqual([[paid.id, true]]);
    const other = await createUser();
    const theirs = await api("kind=previous-papers&subject=Ownership", await login(other.email, other.password));
    expect(theirs.items.map((i) => i.owned)).toEqual([false]);
    // Owning a "paper" of the same id does not make a PDF note of that id owned: types are separate.
    const page = await pageText(await send("/resources/previous-papers?subject=Ownership", { jar }));
    expect(page).toContain("Owned");
  });

  it("never puts a storage key or file address of a paid item in the HTML or the JSON", async () => {
    const rows = await db().select({ fileKey: resources.fileKey, previewKey: resources.previewKey }).from(resources).where(eq(resources.free, false));
    for (const kind of KINDS) {
      const html = await (await send(`/resources/${kind}`, { jar })).text();
      const json = await (await send(`/api/resources?kind=${kind}`, { jar })).text();
      expect(json).not.toMatch(/\.pdf\b/); // (the HTML's route manifest names /orders/:orderId/receipt.pdf)
      for (const text of [html, json]) {
        expect(text).not.toMatch(/resources\/(demo|test)\//);
        for (const row of rows) expect(text).not.toContain(row.fileKey!);
      }
    }
  });
});
