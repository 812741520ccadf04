// /robots.txt — a route rather than a file in public/ because the sitemap line needs the absolute
// address of this installation (APP_URL) (decision 036). Private areas stay out of search engines.
import type { Route } from "./+types/robots";
import { env } from "~/lib/env.server";

export const ROBOTS_DISALLOW = ["/admin", "/dashboard", "/profile", "/api/", "/checkout", "/orders", "/login/two-factor"];

export function loader(_: Route.LoaderArgs) {
  const lines = ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), "", `Sitemap: ${env().APP_URL}/sitemap.xml`, ""];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
