// Demo study resources (db/demo/resource-catalogue.ts) loaded on start-up, like the demo courses:
// the rows are inserted once, into an empty `resources` table (an admin's later edits and deletions
// stay); then every demo row whose PDF or preview is missing from this instance's DATA_DIR gets it
// generated (a new DATA_DIR or bucket on a shared database, or a wiped one), written through the
// storage module (decision 033). Nothing is ever inserted twice:
// the check and the inserts run in one transaction under an advisory lock, and `demo_key` is unique.
import { and, count, isNotNull, isNull, eq, or, sql } from "drizzle-orm";
import { pageOneFor } from "../app/features/resources/resource-page-one.server";
import { buildPreviewPdf, buildResourcePdf, pdfPageCount } from "../app/features/resources/resource-pdf.server";
import { readResourceFile, resourceFileExists, resourceFileInfo, writeResourceFile } from "../app/features/resources/resource-files.server";
import { makeCover } from "../app/features/resources/resource-uploads.server";
import { fileStore } from "../app/lib/storage/storage.server";
import { bumpArea } from "../app/lib/cache/content-areas";
import { db } from "../app/lib/db.server";
import { log } from "../app/lib/logger.server";
import { RESOURCE_CATALOGUE, type DemoResource } from "./demo/resource-catalogue";
import { resources } from "./schema";

// Arbitrary constant shared by every process seeding this database ("vprs").
const SEED_RESOURCES_LOCK = 0x76707273;

const fileKey = (key: string) => `resources/demo/${key}.pdf`;
const previewKey = (key: string) => `resources/demo/${key}-preview.pdf`;
/** A demo item's cover: a fixed key, so an instance with its own DATA_DIR on a shared database makes
 * its copy under the key the row already names. */
export const demoCoverKey = (key: string) => `resources/demo/${key}-cover.webp`;

const LABELS = {
  en: { "pdf-notes": "PDF notes", books: "Book", "previous-papers": "Previous-year paper", "mock-papers": "Mock paper", class: { "10th": "Class 10th", "12th": "Class 12th", Graduate: "Graduate" }, exam: "Exam", by: "by", language: "In English" },
  hi: { "pdf-notes": "PDF नोट्स", books: "पुस्तक", "previous-papers": "पिछले वर्ष का प्रश्नपत्र", "mock-papers": "मॉक पेपर", class: { "10th": "कक्षा 10", "12th": "कक्षा 12", Graduate: "स्नातक" }, exam: "परीक्षा", by: "लेखक", language: "हिंदी में" },
} as const;

function facts(item: DemoResource): string[] {
  const l = LABELS[item.language];
  return [l[item.kind], `${l.class[item.classLevel]} · ${item.subject}`, item.author ? `${l.by}: ${item.author}` : null, item.exam ? `${l.exam}: ${item.exam}` : null, l.language].filter((f): f is string => Boolean(f));
}

export async function seedResources(): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_RESOURCES_LOCK})`);
    const [{ existing }] = await tx.select({ existing: count() }).from(resources);
    if (existing > 0) return;
    await tx.insert(resources).values(
      RESOURCE_CATALOGUE.map((item) => ({
        kind: item.kind,
        title: item.title,
        classLevel: item.classLevel,
        subject: item.subject,
        exam: item.exam,
        author: item.author,
        language: item.language,
        description: item.sections[0]?.body.slice(0, 300) ?? "",
        priceRupees: item.priceRupees,
        published: true,
        previewPages: 3,
        fileKey: fileKey(item.key),
        previewKey: previewKey(item.key),
        demoKey: item.key,
        searchKeywords: item.searchKeywords,
      })),
    );
  });
  await ensureDemoFiles();
}

/** Generates the missing files of the demo rows still in the table (rows an admin deleted stay gone). */
async function ensureDemoFiles(): Promise<void> {
  const rows = await db()
    .select({ id: resources.id, demoKey: resources.demoKey, fileKey: resources.fileKey, previewKey: resources.previewKey, previewPages: resources.previewPages, pageCount: resources.pageCount })
    .from(resources)
    .where(isNotNull(resources.demoKey));
  const byKey = new Map(RESOURCE_CATALOGUE.map((item) => [item.key, item]));
  const started = Date.now();
  let made = 0;
  for (const row of rows) {
    const item = row.demoKey ? byKey.get(row.demoKey) : undefined;
    if (!item || !row.fileKey) continue;
    let bytes: Uint8Array | null = null;
    if (!(await resourceFileExists(row.fileKey))) {
      bytes = await buildResourcePdf({ title: item.title, facts: facts(item), sections: item.sections, plates: item.plates });
      await writeResourceFile(row.fileKey, bytes);
      made++;
    }
    if (row.previewKey && !(await resourceFileExists(row.previewKey))) {
      bytes ??= await readResourceFile(row.fileKey);
      const preview = bytes ? await buildPreviewPdf(bytes, row.previewPages) : null;
      if (preview) await writeResourceFile(row.previewKey, preview);
      else if (bytes) await db().update(resources).set({ previewKey: null }).where(eq(resources.id, row.id));
    }
    if (bytes || row.pageCount === null) {
      const info = await resourceFileInfo(row.fileKey);
      bytes ??= await readResourceFile(row.fileKey);
      if (!info || !bytes) continue;
      await db().update(resources).set({ fileBytes: info.size, pageCount: await pdfPageCount(bytes) }).where(eq(resources.id, row.id));
    }
  }
  if (made) log.info("demo study resources generated", { files: made, ms: Date.now() - started });
}

/** Covers for the demo rows (decision 035): page 1 of each PDF rendered in the cover worker, one at a
 * time. Idempotent: a row gets one only when its `cover_key` is null (set only if still null, so an
 * admin's upload meanwhile wins), or when it names the demo cover and this instance's store lacks the
 * file. About 24 × 0.1–0.3 s on this machine, so the servers run it in the background after they
 * listen (server/background-jobs.ts); until a row has its cover, its card shows the kind's icon. */
export async function ensureDemoCovers(): Promise<{ made: number; ms: number }> {
  const started = Date.now();
  const store = fileStore();
  const rows = await db()
    .select({ id: resources.id, kind: resources.kind, title: resources.title, classLevel: resources.classLevel, subject: resources.subject, demoKey: resources.demoKey, fileKey: resources.fileKey, coverKey: resources.coverKey })
    .from(resources)
    .where(and(isNotNull(resources.demoKey), isNotNull(resources.fileKey)));
  let made = 0;
  for (const row of rows) {
    if (!row.demoKey || !row.fileKey) continue;
    const target = demoCoverKey(row.demoKey);
    if (row.coverKey !== null && (row.coverKey !== target || (await store.exists(target)))) continue;
    const pdf = await readResourceFile(row.fileKey);
    if (!pdf) continue;
    await makeCover(store, row, pdf, target);
    await db()
      .update(resources)
      .set({ coverKey: target })
      .where(and(eq(resources.id, row.id), or(isNull(resources.coverKey), eq(resources.coverKey, target))));
    made++;
  }
  const ms = Date.now() - started;
  if (made) {
    bumpArea("resources");
    log.info("demo study resource covers made", { covers: made, ms });
  }
  return { made, ms };
}

/** Page 1 of each published demo item as a student who owns nothing sees it — the free file, else the
 * stored preview — made once after the covers, so the first reader of the free 20 MB book does not
 * wait for its page-1 image (decision 033). Idempotent: an image already stored is only looked up. */
export async function ensureDemoPageImages(): Promise<number> {
  const rows = await db()
    .select({ id: resources.id })
    .from(resources)
    .where(and(isNotNull(resources.demoKey), eq(resources.published, true)));
  let ready = 0;
  for (const row of rows) if (await pageOneFor(row.id, { id: "demo-warm-up", role: "user", email: "" }, "file")) ready++;
  return ready;
}
