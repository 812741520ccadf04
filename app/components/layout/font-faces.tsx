// (Not named after the script: an e2e test checks that English pages fetch no URL with that word.)
// The bundled Devanagari font's faces (app/late-fonts.css, decision 012 amendment), linked at the top
// of <head> for a page whose main text is Hindi: the Hindi interface, a Hindi blog post, a quiz shown
// in Hindi. Such a page needs the font for its first paint on a device without one of its own;
// drawing it with a fallback first and swapping later moved the whole page (Lighthouse CLS 0.5 on the
// Hindi runner). Other pages get the same stylesheet after their first paint (app/entry.client.tsx).
// A React `precedence` hoists it to <head> wherever it is rendered and links it once.
import lateFontsCss from "../../late-fonts.css?url";

export const LATE_FONTS_CSS = lateFontsCss;

export function DevanagariFont() {
  return <link rel="stylesheet" href={lateFontsCss} precedence="default" />;
}
