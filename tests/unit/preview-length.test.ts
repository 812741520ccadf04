// A preview never gives a paid document away: at most half its pages, none for a one-page sheet.
import { expect, it } from "vitest";
import { previewLength } from "../../app/features/resources/resource-pdf.server";

it("keeps what the admin asked for within half of the document", () => {
  expect(previewLength(3, 40)).toBe(3);
  expect(previewLength(20, 40)).toBe(20);
  expect(previewLength(3, 4)).toBe(2); // a 4-page paper: 2 pages, not 3 of 4
  expect(previewLength(3, 3)).toBe(1); // the whole 3-page paper was a "preview" before
  expect(previewLength(3, 1)).toBe(0); // nothing to preview
  expect(previewLength(0, 10)).toBe(1);
});
