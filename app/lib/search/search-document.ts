// How a table stores the text a search looks at. A table that wants search (courses today; resources
// and blogs next) adds one generated column built by `searchDocumentColumn` from its own text columns,
// and the two indexes of `searchIndexes`. Kept free of server imports because db/schema.ts uses it.
import { sql, type SQL } from "drizzle-orm";
import { index, text, type ExtraConfigColumn } from "drizzle-orm/pg-core";

/**
 * Generated column: the given columns joined by spaces, punctuation turned into spaces (so "Physics:"
 * is the word "physics"), normalised by `vp_search_normalize` (lower case, NFC, no nukta).
 * Punctuation is listed (ASCII ranges and the dandas ।॥) rather than `[[:punct:]]`, which under a
 * C.UTF-8 locale also matches Devanagari vowel signs and the virama and would split "फिजिक्स".
 */
const PUNCTUATION = sql.raw("'[!-/:-@[-`{-~।॥]+'");

export function searchDocumentColumn(name: string, columnNames: string[]) {
  // By SQL name: a generated column can only name columns of its own row, and the table object does
  // not exist yet while its columns are being declared.
  const joined = sql.join(
    columnNames.map((c) => sql`coalesce(${sql.identifier(c)}, '')`),
    sql` || ' ' || `,
  );
  return text(name)
    .notNull()
    .generatedAlwaysAs((): SQL => sql`vp_search_normalize(regexp_replace(${joined}, ${PUNCTUATION}, ' ', 'g'))`);
}

/** A trigram index (substring and fuzzy matches) and a full-text index over the search document. */
export function searchIndexes(table: string, document: ExtraConfigColumn) {
  return [
    index(`${table}_search_trgm_idx`).using("gin", document.op("gin_trgm_ops")),
    index(`${table}_search_fts_idx`).using("gin", sql`to_tsvector('simple'::regconfig, ${document})`),
  ];
}
