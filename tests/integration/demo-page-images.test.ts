// The demo items' page-1 images are made in the background after start-up (server/background-jobs.ts),
// so the first student to open the free 20 MB book sees page 1 at once instead of waiting for it to be
// rendered (decision 033). Made once: a second pass renders nothing new.
import { isNotNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "../../app/lib/db.server";
import { fileStore } from "../../app/lib/storage/storage.server";
import { resources } from "../../db/schema";
import { ensureDemoPageImages, seedResources } from "../../db/seed-resources";

/** The stored page-1 images of the demo items (other tests may render their own items' meanwhile). */
async function pageImages(): Promise<string[]> {
  const demoIds = new Set((await db().select({ id: resources.id }).from(resources).where(isNotNull(resources.demoKey))).map((r) => String(r.id)));
  const keys: string[] = [];
  for await (const key of fileStore().list("resources/pages/")) if (demoIds.has(key.split("/").pop()!.split("-")[0])) keys.push(key);
  return keys.sort();
}

it("makes page 1 of every published demo item once, as a student who owns nothing sees it", { timeout: 180_000 }, async () => {
  await seedResources();
  const ready = await ensureDemoPageImages();
  expect(ready).toBeGreaterThanOrEqual(20);
  const first = await pageImages();
  expect(first.length).toBeGreaterThanOrEqual(ready);
  expect(await ensureDemoPageImages()).toBe(ready);
  expect(await pageImages()).toEqual(first);
});
