// Text search for any table with a search document (see search-document.ts): one function builds the
// WHERE and ORDER BY fragments, so courses, resources and blogs rank alike.
//
// A row matches when the normalised query
//   1. is a substring of the document ("phys", "भौतिकी", "फिजिक्स" after the nukta is stripped),
//   2. or all its words are words of the document (full-text, 'simple' configuration: PostgreSQL
//      has no Hindi stemmer and English stemming would surprise in mixed text),
//   3. or is close to some stretch of it by trigram word similarity (typos: "phisics", "chemstry").
// Ranking: a match at the start of a word first, then full-text or inner substring, then fuzzy
// matches by similarity. Latin typos only: under the embedded server's C locale pg_trgm sees no
// Devanagari letters (docs/decisions/024-hindi-search-and-plurals.md).
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db, type Database } from "../db.server";
import { escapeLike } from "../sql-like.server";
import { normalizeSearchText } from "./normalize";

/**
 * Lowest word similarity accepted as a typo. Measured on the demo catalogue: "phisics"/"physics"
 * scores 0.45 and "chemstry"/"chemistry" 0.58, while "phisics"/"physical" is 0.375 — so 0.4.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Enough for any real query; bounds the work a pasted paragraph can cause. */
const MAX_FUZZY_WORDS = 8;

export type TextSearch = { where: SQL; orderBy: SQL[] };

/** Fragments for `document` (a normalised search-document column), or null for an empty query. */
export function textSearch(document: AnyPgColumn, query: string): TextSearch | null {
  const q = normalizeSearchText(query);
  if (!q) return null;
  const escaped = escapeLike(q);
  const fullText = sql`to_tsvector('simple'::regconfig, ${document}) @@ plainto_tsquery('simple'::regconfig, ${q})`;
  const substring = sql`${document} like ${`%${escaped}%`}`;
  // `<%` is pg_trgm's word-similarity operator: it uses the GIN trigram index, with the threshold
  // set by withSearchSettings. Every word must be close to a word of the document (as full text
  // asks for every word): the whole query at once would let one shared common word ("course")
  // carry "zulu solo course" over the threshold.
  const words = q.split(" ").slice(0, MAX_FUZZY_WORDS);
  const fuzzy = sql.join(
    words.map((w) => sql`${w} <% ${document}`),
    sql` and `,
  );
  const wordStart = sql`(' ' || ${document}) like ${`% ${escaped}%`}`;
  return {
    where: sql`(${substring} or ${fullText} or (${fuzzy}))`,
    orderBy: [sql`case when ${wordStart} then 0 when ${fullText} or ${substring} then 1 else 2 end`, sql`word_similarity(${q}, ${document}) desc`],
  };
}

export type SearchRunner = Pick<Database, "select" | "selectDistinct" | "execute">;

/** Runs the queries of one search in a transaction whose pg_trgm threshold is ours (SET LOCAL). */
export async function withSearchSettings<T>(run: (runner: SearchRunner) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return run(tx);
  });
}
