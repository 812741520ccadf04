// The home page's study-material block (issue 12, decision 042): one real published item of each kind,
// with the address that opens it. Free items first (a visitor can read them whole after signing in),
// then the newest. A paid item leads to its preview when it has one, otherwise to its viewer page,
// which offers the purchase. Public data only: the home page is cached for anonymous visitors.
import { desc, eq } from "drizzle-orm";
import { resources } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { isResourceKey } from "./resource-files.server";
import { RESOURCE_KINDS, resourceHref, type ResourceKind } from "./resource-types";

export type HomeResource = { id: number; kind: ResourceKind; title: string; language: "en" | "hi"; free: boolean; href: string };

export async function homeResources(): Promise<HomeResource[]> {
  const rows = await db()
    .selectDistinctOn([resources.kind], { id: resources.id, kind: resources.kind, title: resources.title, language: resources.language, free: resources.free, previewKey: resources.previewKey })
    .from(resources)
    .where(eq(resources.published, true))
    .orderBy(resources.kind, desc(resources.free), desc(resources.createdAt), desc(resources.id));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return RESOURCE_KINDS.flatMap((kind) => {
    const row = byKind.get(kind);
    if (!row) return [];
    const action = row.free || !isResourceKey(row.previewKey) ? "open" : "preview";
    return [{ id: row.id, kind, title: row.title, language: row.language, free: row.free, href: resourceHref({ id: row.id, kind }, action) }];
  });
}
