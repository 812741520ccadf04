// The one normalisation applied to search text on both sides: the query here, in JavaScript, and the
// stored document in SQL by `vp_search_normalize` (db/migrations/0007_catalogue_search.sql), which
// must stay its exact twin.
//
// Hindi is typed in several equivalent ways: "फ़िज़िक्स" with a nukta (U+093C, sometimes as a
// precomposed letter such as U+095E फ़) and "फिजिक्स" without one. NFC first turns the precomposed
// letters into letter + nukta (they are composition exclusions), then the nukta goes, so every
// spelling meets on the plain letters.
const NUKTA = /\u093C/g;

export function normalizeSearchText(text: string): string {
  return text.normalize("NFC").replace(NUKTA, "").toLowerCase().replace(/\s+/g, " ").trim();
}
