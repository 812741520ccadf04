// The authorization matrix: who may use each route. Deny by default — a route without an entry
// fails the matrix test (tests/integration/authorization-matrix.test.ts), and each loader/action
// enforces its policy with the guard of the same name (features/accounts/session.server.ts).
//
// public  — anyone
// guest   — anyone; signed-in users are sent to /dashboard (login, register)
// user    — signed-in users; anonymous visitors go to /login?redirectTo=…
// admin   — admins; anonymous visitors go to /login, other users to /dashboard
// counselor — active counsellors and admins; anonymous visitors go to /login, other users to /dashboard
export type Policy = "public" | "guest" | "user" | "admin" | "counselor";

export const pagePolicies: Record<string, Policy> = {
  "/": "public",
  "/careers": "public",
  "/terms-and-conditions": "public",
  "/privacy-policy": "public",
  "/language": "public",
  "/login": "guest",
  "/login/two-factor": "guest", // without the password step's challenge cookie, back to /login
  "/register": "guest",
  "/logout": "public",
  "/auth/google": "public",
  "/forgot-password": "public",
  "/reset-password": "public",
  "/courses": "public",
  "/courses/:id/details": "public",
  "/courses/:id/content": "user", // and enrolled: checked in the loader (not enrolled → details page)
  "/courses/:id/certificate": "user", // and every lesson completed
  "/certificates/:code": "public", // public verification of a certificate code
  "/checkout/:productType/:productId": "user",
  "/checkout/:productType/:productId/return": "public", // the gateway posts here; verified by the payment signature
  "/checkout/:productType/:productId/result": "user", // and the order belongs to the student
  "/checkout/:courseId": "user", // the old course-only paths: the same pages
  "/checkout/:courseId/return": "public", // the gateway posts here; verified by the payment signature
  "/checkout/:courseId/result": "user", // and the order belongs to the student
  "/sandbox/pay/:orderId": "user", // sandbox gateway only; the order belongs to the student
  "/orders/:orderId": "user", // owner or admin
  "/orders/:orderId/receipt.pdf": "user", // owner or admin
  "/resources": "public", // the hub; its cards lead to the lists, which need sign-in
  "/resources/pdf-notes": "user", // anonymous: /login with the spec's 'You must be logged in…' notice
  "/resources/books": "user",
  "/resources/previous-papers": "user",
  "/resources/mock-papers": "user",
  // Viewers (decision 033): sign-in with the same notice; the loader narrows to visible items.
  "/pdf/:id": "user",
  "/preview/:id": "user",
  "/book-viewer/:id": "user",
  "/book-preview/:id": "user",
  "/blogs": "public",
  "/blogs/rss.xml": "public",
  "/blogs/:post": "public", // published posts only; anything else 404 (decision 036)
  "/sitemap.xml": "public",
  "/robots.txt": "public",
  "/counseling": "public", // the booking form and FAQ; submitting needs sign-in (anonymous: /login with the spec's notice, the draft kept)
  "/counseling/session": "user", // the student's own session only
  "/counselor": "counselor", // a counsellor's own queue: only requests assigned to them (decision 038)
  "/quiz/:quizId": "public", // the intro; Start is a POST that needs sign-in (decision 039); unpublished: admins only
  "/quiz/:quizId/attempts/:attemptId": "user", // the owner's runner and result; others 404
  "/quiz/:quizId/attempts/:attemptId/solutions": "user", // the owner's, after submit; others 404
  "/quizzes": "public", // the hub (decision 040)
  "/quizzes/:mode": "public", // practice | play | mock; anything else is a 404
  "/quizzes/play/leaderboard": "public", // weekly; first names and initials only
  "/quizzes/play/:quizId/leaderboard": "public", // a published play quiz; else 404
  "/dashboard": "user",
  "/profile": "user",
  "/profile/sign-out-others": "user", // POST only; a GET goes back to /profile
  "/profile/two-factor": "user",
  "/dev/mailbox": "public", // only without SMTP_URL and only from this machine; otherwise 404
  "/admin": "admin",
  "/admin/courses": "admin",
  "/admin/courses/new": "admin",
  "/admin/courses/:id": "admin",
  "/admin/courses/:id/preview": "admin",
  "/admin/resources": "admin",
  "/admin/resources/new": "admin",
  "/admin/resources/:id": "admin",
  "/admin/blogs": "admin",
  "/admin/blogs/preview": "admin", // POST only (the editor's live preview); a GET goes back to /admin/blogs
  "/admin/blogs/new": "admin",
  "/admin/blogs/:id": "admin",
  "/admin/quizzes": "admin",
  "/admin/quizzes/new": "admin",
  "/admin/quizzes/import-template.csv": "admin",
  "/admin/quizzes/:id": "admin",
  "/admin/quizzes/:id/import": "admin",
  "/admin/quizzes/:id/questions/new": "admin",
  "/admin/quizzes/:id/questions/:questionId": "admin",
  "/admin/orders": "admin",
  "/admin/users": "admin",
  "/admin/audit": "admin",
  "/admin/counseling": "admin",
  "/admin/counseling/:id": "admin",
  "/admin/counselors": "admin",
  "/admin/counselors/:id": "admin",
  "/*": "public",
};

// HTTP API served by Hono (server/app.ts). Keys are "METHOD /path" as registered there.
export const apiPolicies: Record<string, Policy> = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  // Not a page for people: loopback callers or Bearer METRICS_TOKEN; anyone else gets the 404 page,
  // so it never answers 401/403 (server/api/metrics.ts, decision 043).
  "GET /metrics": "public",
  "GET /api/auth/callback/:provider": "public",
  "GET /api/avatars/:file": "user",
  "GET /api/courses": "public",
  "GET /api/courses/:id": "public",
  "GET /api/courses/:id/trailer": "public",
  "GET /api/resources": "user", // like the lists it backs; 401 JSON for anonymous (decision 031)
  "GET /api/resources/:id/file": "user", // and free, owned or admin; others 404 (decision 033)
  "GET /api/resources/:id/preview": "user", // visible items' separately stored preview only
  "GET /api/resources/:id/page-1": "user", // page 1 as an image, from the file (else the preview) this viewer may read (decision 033)
  "GET /api/resources/:id/cover": "public", // published items' covers for anyone; unpublished: owners and admins (decision 035)
  "GET /api/blogs/:id/cover": "public", // published posts' covers for anyone; drafts and scheduled: admins (decision 036)
  "GET /api/lessons/:id/file": "user", // and enrolled (or admin)
  "POST /api/payment/create-order": "user",
  "POST /api/payment/verify": "user",
  "POST /api/payment/webhook": "public", // authenticated by the webhook signature
  // Quizzes (decision 037): the catalogue is public; attempts are the owner's only (another
  // student's attempt id is a 404, proven in tests/integration/authorization-matrix.test.ts).
  "GET /api/quizzes": "public",
  "GET /api/quizzes/:id": "public", // published quizzes only
  "GET /api/quizzes/:id/questions/:questionId/image": "public", // published quizzes' figures; unpublished: admins
  "POST /api/quizzes/:id/attempts": "user",
  "GET /api/attempts/:attemptId": "user",
  "PUT /api/attempts/:attemptId/answers/:questionId": "user",
  "POST /api/attempts/:attemptId/answers/:questionId/check": "user",
  "POST /api/attempts/:attemptId/submit": "user",
  "GET /api/attempts/:attemptId/result": "user",
  "GET /api/attempts/:attemptId/review": "user",
  "POST /api/attempts/:attemptId/retry-wrong": "user",
  "GET /api/openapi.json": "public",
  "POST /api/counseling": "user", // 401 JSON for anonymous; one free session per student (decision 038)
};
