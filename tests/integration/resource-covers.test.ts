// Study-resource covers (decision 035): page 1 rendered by pdf.js on @napi-rs/canvas in a bounded
// worker, encoded by sharp as a WebP that fits 480×640 — told apart from the typographic fallback by
// its size and its pixels; a broken PDF or a timeout falls back to the drawn cover; the demo items get
// theirs once (idempotent); the cover route's access and caching; coverUrl in the API and on cards.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { renderFirstPageCover, stopCoverRenderer } from "../../app/features/resources/resource-cover.server";
import { writeResourceFile } from "../../app/features/resources/resource-files.server";
import { buildResourcePdf } from "../../app/features/resources/resource-pdf.server";
import { drawCover, makeCover } from "../../app/features/resources/resource-uploads.server";
import { db } from "../../app/lib/db.server";
import { fileStore } from "../../app/lib/storage/storage.server";
import { resources } from "../../db/schema";
import { ensureDemoCovers, seedResources } from "../../db/seed-resources";
import { createResource, createUser, grantProduct } from "../support/factories";
import { CookieJar, login, send } from "../support/test-app";

const ITEM = { kind: "pdf-notes", title: "Cover Test Optics", classLevel: "12th", subject: "Physics" } as const;

async function readStored(key: string): Promise<Buffer> {
  const file = await fileStore().get(key);
  expect(file, key).not.toBeNull();
  return Buffer.from(await new Response(file!.body).arrayBuffer());
}

/** Width, height and the mean brightness (0–255) of the top and bottom halves. */
async function stats(webp: Buffer) {
  const { data, info } = await sharp(webp).greyscale().raw().toBuffer({ resolveWithObject: true });
  const half = Math.floor(info.height / 2) * info.width;
  const mean = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += data[i];
    return sum / (to - from);
  };
  return { width: info.width, height: info.height, format: (await sharp(webp).metadata()).format, top: mean(0, half), bottom: mean(half, info.width * info.height) };
}

const samplePdf = (title = "Ray Optics") => buildResourcePdf({ title, facts: ["PDF notes", "Class 12th · Physics"], sections: [{ heading: "Refraction", body: "Light bends when it passes from one medium into another." }] });

describe("rendering page 1", () => {
  it("renders page 1 as a WebP that fits 480×640 with the page's aspect, unlike the drawn cover", async () => {
    const started = Date.now();
    const rendered = await renderFirstPageCover(await samplePdf());
    expect(rendered).not.toBeNull();
    const page = await stats(rendered!.webp);
    // A4 is 595×842 pt: 452–453 × 640 once fitted into 480×640.
    expect(page).toMatchObject({ format: "webp", height: 640 });
    expect(page.width).toBeGreaterThanOrEqual(450);
    expect(page.width).toBeLessThanOrEqual(455);
    // The demo title page: a navy band at the top, white paper below with dark text.
    expect(page.bottom).toBeGreaterThan(220);
    expect(page.top).toBeLessThan(page.bottom);

    const drawn = await stats(await readStored(await drawCover(fileStore(), ITEM)));
    expect(drawn).toMatchObject({ format: "webp", width: 480, height: 640 });
    expect(drawn.bottom).toBeLessThan(120); // brand blue all over
    console.info(`page-1 cover: ${Date.now() - started} ms with the worker's start, ${rendered!.ms} ms render, ${rendered!.webp.length} bytes`);
  });

  it("falls back to the typographic cover for a broken PDF, and after a timeout renders again", async () => {
    const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    expect(await renderFirstPageCover(broken)).toBeNull();
    const fallback = await makeCover(fileStore(), ITEM, broken);
    expect(fallback.from).toBe("drawn");
    expect(fallback.key).toMatch(/^resources\/covers\/drawn-[0-9a-f-]{36}\.webp$/);
    expect(await stats(await readStored(fallback.key))).toMatchObject({ width: 480, height: 640 });

    // A render that cannot finish in time: the worker is stopped, the caller gets null…
    expect(await renderFirstPageCover(await samplePdf(), { timeoutMs: 1 })).toBeNull();
    // …and the next one starts a fresh worker.
    const made = await makeCover(fileStore(), ITEM, await samplePdf("After a timeout"));
    expect(made.from).toBe("page1");
    expect(made.key).toMatch(/^resources\/covers\/page1-[0-9a-f-]{36}\.webp$/);
    stopCoverRenderer();
  });
});

describe("demo covers at start-up", () => {
  beforeAll(async () => {
    await seedResources();
  }, 120_000);

  it("renders every demo item's cover from its page 1 once, and a second run makes none", async () => {
    const first = await ensureDemoCovers();
    const rows = await db().select({ demoKey: resources.demoKey, coverKey: resources.coverKey }).from(resources).where(eq(resources.published, true));
    const demo = rows.filter((r) => r.demoKey);
    expect(demo.length).toBeGreaterThanOrEqual(24);
    for (const r of demo) expect(r.coverKey).toBe(`resources/demo/${r.demoKey}-cover.webp`);
    const book = await stats(await readStored(`resources/demo/book-illustrated-biology-reader-cover.webp`));
    expect(book.height).toBe(640);
    expect(book.width).toBeLessThan(480); // an A4 page, not the drawn 480×640
    expect(book.bottom).toBeGreaterThan(220);
    const again = await ensureDemoCovers();
    expect(again.made).toBe(0);
    console.info(`demo covers: ${first.made} made in ${first.ms} ms; second run ${again.ms} ms`);
  }, 120_000);

  it("makes a demo cover again when this instance's store lacks the file the row names", async () => {
    const key = "resources/demo/notes-10-maths-trigonometry-cover.webp";
    const [row] = await db().select({ coverKey: resources.coverKey }).from(resources).where(eq(resources.demoKey, "notes-10-maths-trigonometry"));
    expect(row?.coverKey).toBe(key);
    await fileStore().delete(key);
    expect((await ensureDemoCovers()).made).toBe(1);
    expect(await fileStore().exists(key)).toBe(true);
  }, 60_000);
});

describe("GET /api/resources/{id}/cover and coverUrl", () => {
  const jars = {} as Record<"anonymous" | "student" | "owner" | "admin", CookieJar>;
  let published: { id: number };
  let unpublishedPaid: { id: number };
  let noCover: { id: number };

  beforeAll(async () => {
    const student = await createUser();
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    jars.anonymous = new CookieJar();
    jars.student = await login(student.email, student.password);
    jars.owner = await login(owner.email, owner.password);
    jars.admin = await login(admin.email, admin.password);
    const withCover = async (row: { id: number; fileKey: string | null }, title: string) => {
      const pdf = await samplePdf(title);
      await writeResourceFile(row.fileKey!, pdf);
      const cover = await makeCover(fileStore(), ITEM, pdf);
      await db().update(resources).set({ coverKey: cover.key }).where(eq(resources.id, row.id));
      return { id: row.id };
    };
    published = await withCover(await createResource({ title: "Covered Optics Zyx" }), "Covered Optics Zyx");
    unpublishedPaid = await withCover(await createResource({ title: "Retired Covered Optics", priceRupees: 49, published: false }), "Retired Covered Optics");
    noCover = { id: (await createResource({ title: "Coverless Optics" })).id };
    await grantProduct(owner.id, "pdf", String(unpublishedPaid.id));
  }, 60_000);

  it("serves a published item's cover to anyone as a public WebP with an ETag (304 when unchanged)", async () => {
    for (const who of ["anonymous", "student", "admin"] as const) {
      const res = await send(`/api/resources/${published.id}/cover`, { jar: jars[who] });
      expect(res.status, who).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control"), who).toBe("public, max-age=86400");
      const etag = res.headers.get("etag");
      expect(etag).toBeTruthy();
      expect((await stats(Buffer.from(await res.arrayBuffer()))).height).toBe(640);
      const again = await send(`/api/resources/${published.id}/cover`, { jar: jars[who], headers: { "if-none-match": etag! } });
      expect(again.status).toBe(304);
    }
  });

  it("shows an unpublished item's cover only to its owner and admins, never cached; 404 for everyone else", async () => {
    const url = `/api/resources/${unpublishedPaid.id}/cover`;
    expect((await send(url)).status).toBe(404);
    expect((await send(url, { jar: jars.student })).status).toBe(404);
    for (const who of ["owner", "admin"] as const) {
      const res = await send(url, { jar: jars[who] });
      expect(res.status, who).toBe(200);
      expect(res.headers.get("cache-control"), who).toBe("private, no-store");
    }
    for (const path of [`/api/resources/${noCover.id}/cover`, "/api/resources/999999999/cover", "/api/resources/abc/cover", "/api/resources/0/cover"]) {
      expect((await send(path, { jar: jars.admin })).status, path).toBe(404);
    }
  });

  it("gives coverUrl (never a storage key) in the JSON API and an image with its size on the list card", async () => {
    const res = await send("/api/resources?kind=pdf-notes&q=Covered%20Optics%20Zyx", { jar: jars.student });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("resources/covers");
    const body = JSON.parse(text) as { items: { id: number; coverUrl: string | null }[] };
    const item = body.items.find((i) => i.id === published.id);
    expect(item?.coverUrl).toMatch(new RegExp(`^/api/resources/${published.id}/cover\\?v=[0-9a-f]{12}$`));
    expect((await send(item!.coverUrl!)).status).toBe(200);

    const list = await (await send("/resources/pdf-notes?q=Covered%20Optics%20Zyx", { jar: jars.student })).text();
    const img = new RegExp(`<img src="${item!.coverUrl!.replace(/[?]/g, "\\?")}" alt="" width="72" height="96" loading="lazy"`);
    expect(list).toMatch(img);
    const viewer = await (await send(`/pdf/${published.id}`, { jar: jars.student })).text();
    expect(viewer).toContain(`width="96" height="128" loading="lazy"`);
  });
});
