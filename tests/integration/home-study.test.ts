// The home page's study-material block (issue 12, decision 042): never empty (the four lists and the
// hub even without any resource); with the demo resources, one real published item of each kind whose
// link opens that item's page for a signed-in student (and sends an anonymous visitor to sign in);
// unpublished items never shown; a resource change reaches the cached home page.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bumpArea } from "../../app/lib/cache/content-areas";
import { db } from "../../app/lib/db.server";
import { resources } from "../../db/schema";
import { seedResources } from "../../db/seed-resources";
import { createResource, createUser } from "../support/factories";
import { type CookieJar, login, pageText, send } from "../support/test-app";

const LISTS = ["/resources/pdf-notes", "/resources/books", "/resources/previous-papers", "/resources/mock-papers"];
const ITEM = /^\/(?:pdf|preview|book-viewer|book-preview)\/\d+$/;
let student: CookieJar;

beforeAll(async () => {
  const s = await createUser({ name: "Home Reader" });
  student = await login(s.email, s.password);
});

/** The study block of the (anonymous, cacheable) home page: its links and their texts. */
async function studyBlock() {
  const res = await send("/");
  expect(res.status).toBe(200);
  const html = await res.text();
  const block = html.slice(html.indexOf('id="study"'), html.indexOf('id="counseling"'));
  const links = [...block.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({ href: m[1].replace(/&amp;/g, "&"), text: m[2].replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").trim() }));
  return { block, links, items: links.filter((l) => ITEM.test(l.href)) };
}

describe("the home page's study material", () => {
  it("without any resource shows the four lists and the hub, never an empty block", async () => {
    bumpArea("resources");
    const { links, items } = await studyBlock();
    expect(links.map((l) => l.href)).toEqual([...LISTS, "/resources"]);
    expect(items).toHaveLength(0);
  });

  it("offers a paid item's preview, and never an unpublished item", async () => {
    const paid = await createResource({ kind: "books", title: "Home Probe Paid Atlas", priceRupees: 199 });
    const hidden = await createResource({ kind: "mock-papers", title: "Home Probe Unpublished Mock", published: false });
    bumpArea("resources");
    const { block, items } = await studyBlock();
    expect(items).toEqual([{ href: `/book-preview/${paid.id}`, text: "Home Probe Paid Atlas" }]);
    expect(block).toContain("Free preview");
    expect(block).not.toContain(hidden.title);
    await db().delete(resources).where(eq(resources.id, paid.id));
    await db().delete(resources).where(eq(resources.id, hidden.id));
  });

  it("on a fresh install links one real item of each kind, and each link opens that item's page", async () => {
    await seedResources();
    bumpArea("resources");
    const { links, items } = await studyBlock();
    expect(links.map((l) => l.href)).toEqual(expect.arrayContaining([...LISTS, "/resources"]));
    expect(items).toHaveLength(4);
    for (const item of items) {
      // A visitor is asked to sign in first and comes back to the item.
      const anonymous = await send(item.href);
      expect(anonymous.status, item.href).toBe(302);
      expect(anonymous.headers.get("location"), item.href).toContain(`redirectTo=${encodeURIComponent(item.href)}`);
      const page = await send(item.href, { jar: student });
      expect(page.status, item.href).toBe(200);
      const text = await pageText(page);
      expect(text, item.href).toContain(item.text);
    }
    // The demo catalogue has free items of every kind: those come first, readable whole.
    expect(items.every((i) => /^\/(?:pdf|book-viewer)\//.test(i.href))).toBe(true);
  });

  it("shows a newly published resource once the resources area changes (the home page is cached)", async () => {
    await send("/");
    expect((await send("/")).headers.get("x-page-cache")).toBe("hit");
    const fresh = await createResource({ kind: "previous-papers", title: "Home Probe Fresh Paper 2026" });
    expect((await studyBlock()).items.map((i) => i.text)).not.toContain(fresh.title);
    bumpArea("resources"); // what a committed admin change does
    expect((await studyBlock()).items).toContainEqual({ href: `/pdf/${fresh.id}`, text: fresh.title });
  });
});
