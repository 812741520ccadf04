// Text and attribute values inside XML documents (the RSS feed, the sitemap). Characters XML 1.0
// cannot carry at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are dropped: an admin's
// pasted text must never make a feed reader reject the whole feed.
const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
// eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** An XML answer: UTF-8, cacheable by anyone for `maxAgeSeconds` (the feed, the sitemap). */
export function xmlResponse(body: string, contentType: string, maxAgeSeconds: number): Response {
  return new Response(body, { headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": `public, max-age=${maxAgeSeconds}` } });
}
