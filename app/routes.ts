import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Every path here must have a policy in app/route-policies.ts; the authorization-matrix test fails
// otherwise.
export default [
  index("routes/public/home.tsx"),
  route("careers", "routes/public/careers.tsx"),
  route("terms-and-conditions", "routes/public/terms.tsx"),
  route("privacy-policy", "routes/public/privacy.tsx"),
  route("language", "routes/public/language.tsx"),

  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("auth/google", "routes/auth/google.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("login/two-factor", "routes/auth/two-factor-challenge.tsx"),
  route("dev/mailbox", "routes/public/dev-mailbox.tsx"),

  route("courses", "routes/public/courses.tsx"),
  route("courses/:id/details", "routes/public/course-details.tsx"),
  route("courses/:id/content", "routes/student/course-content.tsx"),
  route("courses/:id/certificate", "routes/student/certificate-download.tsx"),
  // Checkout of any product type the registry sells (docs/decisions/032-product-registry.md); the
  // old course-only paths stay as the same pages (links, bookmarks, Razorpay callback URLs in flight).
  route("checkout/:productType/:productId", "routes/student/checkout.tsx"),
  route("checkout/:productType/:productId/return", "routes/public/checkout-return.tsx"),
  route("checkout/:productType/:productId/result", "routes/student/checkout-result.tsx"),
  route("checkout/:courseId", "routes/student/checkout.tsx", { id: "checkout-course" }),
  route("checkout/:courseId/return", "routes/public/checkout-return.tsx", { id: "checkout-course-return" }),
  route("checkout/:courseId/result", "routes/student/checkout-result.tsx", { id: "checkout-course-result" }),
  route("sandbox/pay/:orderId", "routes/student/sandbox-pay.tsx"),
  route("orders/:orderId", "routes/student/receipt.tsx"),
  route("orders/:orderId/receipt.pdf", "routes/student/receipt-pdf.tsx"),
  route("certificates/:code", "routes/public/certificate-verify.tsx"),

  route("resources", "routes/public/resources.tsx"),
  // One module, four lists (the kind is the path's last segment).
  route("resources/pdf-notes", "routes/student/resource-list.tsx", { id: "resources-pdf-notes" }),
  route("resources/books", "routes/student/resource-list.tsx", { id: "resources-books" }),
  route("resources/previous-papers", "routes/student/resource-list.tsx", { id: "resources-previous-papers" }),
  route("resources/mock-papers", "routes/student/resource-list.tsx", { id: "resources-mock-papers" }),

  // One module, four viewers (decision 033): full file or preview, PDF or book, from the page path.
  route("pdf/:id", "routes/student/resource-viewer.tsx", { id: "viewer-pdf" }),
  route("preview/:id", "routes/student/resource-viewer.tsx", { id: "viewer-preview" }),
  route("book-viewer/:id", "routes/student/resource-viewer.tsx", { id: "viewer-book" }),
  route("book-preview/:id", "routes/student/resource-viewer.tsx", { id: "viewer-book-preview" }),

  // Blogs (decision 036). The feed's static segment wins over the post's parameter.
  route("blogs", "routes/public/blogs.tsx"),
  route("blogs/rss.xml", "routes/public/blog-rss.tsx"),
  route("blogs/:post", "routes/public/blog-post.tsx"),
  route("sitemap.xml", "routes/public/sitemap.tsx"),
  route("robots.txt", "routes/public/robots.tsx"),
  route("counseling", "routes/public/counseling.tsx"),
  route("counseling/session", "routes/student/counseling-session.tsx"),
  route("counselor", "routes/counselor/queue.tsx"),
  // Quiz runner and results (decision 039); /quizzes and the pickers are the quizzes hub's.
  route("quiz/:quizId", "routes/public/quiz-intro.tsx"),
  route("quiz/:quizId/attempts/:attemptId", "routes/student/quiz-attempt.tsx"),
  route("quiz/:quizId/attempts/:attemptId/solutions", "routes/student/quiz-solutions.tsx"),
  // The quiz hub, the pickers and play-and-win leaderboards (decision 040); the runner is /quiz/{id}.
  route("quizzes", "routes/public/quizzes.tsx"),
  route("quizzes/play/leaderboard", "routes/public/quiz-leaderboard-weekly.tsx"),
  route("quizzes/play/:quizId/leaderboard", "routes/public/quiz-leaderboard.tsx"),
  route("quizzes/:mode", "routes/public/quiz-picker.tsx"),

  route("dashboard", "routes/student/dashboard.tsx"),
  route("profile", "routes/student/profile.tsx"),
  route("profile/sign-out-others", "routes/student/sign-out-others.tsx"),
  route("profile/two-factor", "routes/student/two-factor-settings.tsx"),

  ...prefix("admin", [
    layout("routes/admin/admin-layout.tsx", [
      index("routes/admin/admin-home.tsx"),
      route("courses", "routes/admin/courses.tsx"),
      route("courses/new", "routes/admin/course-new.tsx"),
      route("courses/:id", "routes/admin/course-edit.tsx"),
      route("courses/:id/preview", "routes/admin/course-preview.tsx"),
      route("resources", "routes/admin/resources.tsx"),
      // One editor module, two routes: a new item, and an existing one.
      route("resources/new", "routes/admin/resource-editor.tsx", { id: "admin-resource-new" }),
      route("resources/:id", "routes/admin/resource-editor.tsx", { id: "admin-resource-edit" }),
      route("blogs", "routes/admin/blogs.tsx"),
      route("blogs/preview", "routes/admin/blog-preview.tsx"),
      // One editor module, two routes: a new post, and an existing one.
      route("blogs/new", "routes/admin/blog-editor.tsx", { id: "admin-blog-new" }),
      route("blogs/:id", "routes/admin/blog-editor.tsx", { id: "admin-blog-edit" }),
      route("quizzes", "routes/admin/quizzes.tsx"),
      route("quizzes/new", "routes/admin/quiz-new.tsx"),
      route("quizzes/import-template.csv", "routes/admin/quiz-import-template.ts"),
      route("quizzes/:id", "routes/admin/quiz-edit.tsx"),
      route("quizzes/:id/import", "routes/admin/quiz-import.tsx"),
      // One question editor, two routes: a new question (?section=), and an existing one.
      route("quizzes/:id/questions/new", "routes/admin/quiz-question.tsx", { id: "admin-quiz-question-new" }),
      route("quizzes/:id/questions/:questionId", "routes/admin/quiz-question.tsx", { id: "admin-quiz-question-edit" }),
      route("orders", "routes/admin/orders.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("counseling", "routes/admin/counseling.tsx"),
      route("counseling/:id", "routes/admin/counseling-request.tsx"),
      route("counselors", "routes/admin/counselors.tsx"),
      route("counselors/:id", "routes/admin/counselor-slots.tsx"),
    ]),
  ]),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
