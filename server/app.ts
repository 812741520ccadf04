// The HTTP layer. Order matters (measured: see docs/decisions/003-hono-in-front-of-react-router.md):
// the Host check first (decision 018); request context and security headers for all; CSRF, body
// size and input checks; the JSON API before compression and static files; then hashed assets with
// immutable caching; then React Router for every page. Answers that depend on the session get
// `private, no-store` (API and pages; static files never do).
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { PROFILE_BODY_LIMIT_BYTES } from "../app/features/accounts/photo-limits";
import { now } from "../app/features/accounts/clock.server";
import { cacheableViewer } from "../app/features/accounts/session.server";
import { publicConfig } from "../app/lib/env.server";
import { forLog } from "../app/lib/input-safety";
import { isDomainError } from "../app/lib/errors/domain-error";
import { apiError } from "../app/lib/errors/http-errors.server";
import { localeFromRequest } from "../app/lib/i18n/locales";
import { log } from "../app/lib/logger.server";
import { authApi } from "./api/auth";
import { avatarsApi } from "./api/avatars";
import { blogCoversApi } from "./api/blog-covers";
import { catalogueFastPath, catalogueFrontAnswer, coursesApi } from "./api/courses";
import { frontAnswers } from "./front-answers";
import { counselingApi } from "./api/counseling";
import { lessonFilesApi } from "./api/lesson-files";
import { paymentsApi } from "./api/payments";
import { resourceFilesApi } from "./api/resource-files";
import { resourcesApi } from "./api/resources";
import { openApi } from "./api/openapi";
import { quizzesApi } from "./api/quizzes";
import { health } from "./api/health";
import { metricsApi } from "./api/metrics";
import { requestMetrics } from "./middleware/request-metrics";
import { routeBodyLimits } from "./middleware/body-limits";
import { pagePathname } from "../app/lib/page-url";
import { hostCheck, hostKinds } from "./middleware/host-check";
import { inputGuard } from "./middleware/input-guard";
import { requestContext, withInternalHeaders } from "./middleware/request-context";
import { sessionCacheControl } from "./middleware/session-cache";
import { sameOriginOnly } from "./middleware/same-origin";
import { pageCache } from "./middleware/page-cache";
import { userPageCache } from "./middleware/user-page-cache";
import { baseSecurityHeaders, securityHeaders } from "./middleware/security-headers";
// Fills the product registry in the server bundle too (docs/decisions/032-product-registry.md).
import "../app/product-providers.server";
import { isCheckoutReturnPath } from "../app/features/payments/product-types";

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = PROFILE_BODY_LIMIT_BYTES; // a phone photo (10 MB) plus the form around it
/** A profile form up to this size is read to the end to answer "too large" in the page. */
export const UPLOAD_DRAIN_BYTES = 40 * 1024 * 1024;
/** The study-resource editor: a book (100 MB) and a cover (5 MB) plus the form's fields. The page
 * streams its body (docs/decisions/034-admin-resources.md); each file's own limit is checked while it
 * is stored, so a 30 MB PDF note is refused in the page with the typed fields kept. */
export const RESOURCE_UPLOAD_LIMIT_BYTES = 106 * 1024 * 1024;
/** The blog editor: a cover (5 MB) plus the post's fields (a 50,000-character body). */
export const BLOG_UPLOAD_LIMIT_BYTES = 6 * 1024 * 1024;
/** The pages whose multipart body is read as a stream by the route (never buffered by a middleware):
 * the resource editor and the blog editor (not the blog preview, an ordinary small form). */
const STREAMED_UPLOAD_PAGE = /^\/admin\/(?:resources\/[^/]+|blogs\/(?!preview$)[^/]+)$/;

export type AppOptions = {
  mode: "production" | "development";
  appUrl: string;
  trustProxy: boolean;
  getBuild: () => Promise<ServerBuild>;
  clientDir?: string; // production: build/client
};

/** The API routes, exported so the authorization-matrix test can enumerate them. */
export const apiRoutes = [health, authApi, avatarsApi, coursesApi, lessonFilesApi, paymentsApi, resourcesApi, resourceFilesApi, quizzesApi, openApi, blogCoversApi, counselingApi, metricsApi];

/**
 * React Router's request handler, made once per build object. Given a function, React Router
 * re-derives its route table and static handler from the build on every request (measured: about
 * 5 % of a signed-in page's CPU). Production's build never changes; development's is a new object
 * when Vite reloads the module, which makes a new handler.
 */
function handlerPerBuild(getBuild: () => Promise<ServerBuild>, mode: AppOptions["mode"]): (request: Request) => Promise<Response> {
  let made: { build: ServerBuild; handle: RequestHandler } | null = null;
  return async (request) => {
    const build = await getBuild();
    if (made?.build !== build) made = { build, handle: createRequestHandler(build, mode) };
    return made.handle(request);
  };
}

export function createApp(opts: AppOptions) {
  const app = new Hono();
  const https = opts.appUrl.startsWith("https://");
  const development = opts.mode === "development";
  const isWebhook = (path: string) => path === "/api/payment/webhook";

  // Latency per route pattern, around everything (decision 043); then /metrics, before the Host
  // check, with its own guard (a scraper asks for the instance's own name, not APP_URL's).
  app.use("*", requestMetrics({ getBuild: opts.getBuild }));
  app.route("/", metricsApi);
  app.use("*", hostCheck({ appUrl: opts.appUrl, development }));
  app.get("/api/courses", catalogueFastPath(baseSecurityHeaders(https)));
  app.use("*", requestContext({ trustProxy: opts.trustProxy }));
  app.use("*", securityHeaders({ https, csp: opts.mode === "production", razorpay: !publicConfig().paymentsTestMode }));
  // Exempt: server-to-server webhooks and the gateway's redirect back to us (Razorpay POSTs the
  // checkout result from its own origin); both are verified by HMAC signatures instead.
  app.use("*", sameOriginOnly({ appUrl: opts.appUrl, development, exempt: (path) => isWebhook(path) || isCheckoutReturnPath(path) }));
  // Per page, `.data` included (server/middleware/body-limits.ts). The profile form keeps its
  // fields when the photo is too large, so the page can say so (docs/decisions/023).
  // The resource editor streams its upload (decision 034).
  const streamed = { limit: RESOURCE_UPLOAD_LIMIT_BYTES, stream: true };
  const blogStreamed = { limit: BLOG_UPLOAD_LIMIT_BYTES, stream: true };
  app.use(
    "*",
    routeBodyLimits({
      defaultLimit: BODY_LIMIT_BYTES,
      pages: {
        "/profile": { limit: UPLOAD_LIMIT_BYTES, keepFieldsWhenTooLarge: { drainBytes: UPLOAD_DRAIN_BYTES } },
        "/admin/resources/new": streamed,
        "/admin/resources/:id": streamed,
        // The blog editor streams its cover too (decision 036); its preview is a small ordinary form.
        "/admin/blogs/preview": { limit: BODY_LIMIT_BYTES },
        "/admin/blogs/new": blogStreamed,
        "/admin/blogs/:id": blogStreamed,
        // A question's figure (5 MB): over the limit, the text fields still arrive and the page says
        // the figure is too large (the profile photo's way).
        "/admin/quizzes/:id/questions/:questionId": { limit: BLOG_UPLOAD_LIMIT_BYTES, keepFieldsWhenTooLarge: { drainBytes: UPLOAD_DRAIN_BYTES } },
      },
    }),
  );
  // Webhook bodies stay byte-exact for their HMAC; the webhook handler validates its own JSON. The
  // resource and blog editors' bodies are streams their routes read once; their strict schemas refuse
  // unknown fields and control characters themselves (features/resources/admin-resource-schemas.ts,
  // features/blogs/blog-schemas.ts).
  const isStreamedUpload = (path: string) => STREAMED_UPLOAD_PAGE.test(pagePathname(path).pathname);
  app.use("*", inputGuard({ passThrough: (path) => isWebhook(path) || isStreamedUpload(path) }));

  const privateWhenSession = sessionCacheControl();
  app.use("/api/*", privateWhenSession);
  // The quiz runner's data (a whole mock, both languages: ~330 KB of JSON for JEE Main) is worth
  // compressing; the API's small answers are not (compress() leaves bodies under 1 KB alone).
  app.use("/api/attempts/*", compress());
  app.use("/api/quizzes/*", compress());
  for (const routes of apiRoutes) if (routes !== metricsApi) app.route("/", routes);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  if (opts.clientDir) {
    const root = opts.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true, // .br/.gz written by scripts/build.mjs
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.get("/assets/*", (c) => c.text("Not found", 404));
    // Files from public/ (favicon, manifest, images) all have an extension; page URLs never do, so
    // pages skip the file-system lookup entirely.
    const publicFiles = serveStatic({
        root,
        precompressed: true, // .br/.gz written by scripts/build.mjs
        onFound: (path, c) => {
          // Course images change rarely (a new image gets a new name): a day; other files an hour.
          c.header("Cache-Control", path.includes("/images/") ? "public, max-age=86400" : "public, max-age=3600");
        },
      });
    app.use("*", (c, next) => (/\.[a-z0-9]{2,12}$/i.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  app.use("*", compress());
  // Public pages for anonymous visitors, each in the content area(s) whose changes invalidate it
  // (docs/decisions/007, 028). The home page shows courses and the latest blog posts (decision 036).
  app.use(
    "*",
    pageCache({
      rules: [
        { area: ["courses", "blogs", "quizzes", "resources"], paths: /^\/$/ },
        { area: "courses", paths: /^\/courses(?:\/\d{1,10}\/details)?$/ },
        // The blog list and the posts (`/blogs/12-some-title`); the feed is XML, never stored here.
        { area: "blogs", paths: /^\/blogs(?:\/\d{1,10}(?:-[a-z0-9-]{1,100})?)?$/ },
        // The quiz hub and the pickers (the leaderboards change with every submit: never cached).
        { area: "quizzes", paths: /^\/quizzes(?:\/(?:practice|play|mock))?$/ },
        // The study-resources hub (its lists need sign-in and are never cached).
        { area: "resources", paths: /^\/resources$/ },
      ],
      params: ["q", "category", "type", "page", "class", "subject", "exam"],
    }),
  );
  // Signed-in pages, one copy per user, invalidated by the user's data_version (kept by PostgreSQL
  // triggers) and the content areas the page shows (decision 045). The dashboard shows course names,
  // owned resources' titles and quiz titles; a course's content page its lessons.
  app.use(
    "*",
    userPageCache({
      rules: [
        { paths: /^\/dashboard$/, areas: ["courses", "resources", "quizzes"], params: [] },
        { paths: /^\/courses\/\d{1,10}\/content$/, areas: ["courses"], params: ["lesson"] },
      ],
      viewer: cacheableViewer,
      clock: () => now().getTime(),
    }),
  );
  // Inside the page caches: their hits are already complete, and a miss is stored with the
  // Cache-Control and Vary headers this sets.
  app.use("*", privateWhenSession);
  const handle = handlerPerBuild(opts.getBuild, opts.mode);
  app.all("*", (c) => handle(withInternalHeaders(c)));

  app.onError((error, c) => {
    // A use case's typed error (e.g. requireApiUser's 401) is an answer, not a failure.
    if (isDomainError(error)) return apiError(error, localeFromRequest(c.req.raw));
    // Error messages may quote input (PostgreSQL's do): logged cut and without control characters.
    log.error("unhandled error", { path: forLog(c.req.path), error: forLog(error instanceof Error ? error.message : String(error)) });
    return c.json({ error: "Something went wrong. Please try again." }, 500);
  });
  return app;
}

/**
 * The servers' request listener (`npm start`, `npm run dev`): the front answers — cached public GETs
 * sent from Node's own request, ahead of Hono (docs/decisions/046-front-answers.md) — then the app.
 * `hostname`: the server's HOST, which @hono/node-server uses for a request without a Host header.
 */
export function createRequestListener(opts: AppOptions & { hostname?: string }) {
  const app = createApp(opts);
  const https = opts.appUrl.startsWith("https://");
  return frontAnswers({
    answers: [catalogueFrontAnswer(baseSecurityHeaders(https))],
    hostKind: hostKinds({ appUrl: opts.appUrl, development: opts.mode === "development" }),
    app: getRequestListener(app.fetch, { hostname: opts.hostname }),
  });
}
