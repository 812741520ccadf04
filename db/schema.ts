// Drizzle schema: the single source of truth for tables. Migrations in db/migrations are generated
// from this file with `npm run db:generate` and applied at start-up.
//
// Accounts: better-auth owns `users`, `sessions`, `accounts` and `verifications` (its field names are
// the object keys below). The spec's "user document" fields that are not identity (role, dob, gender,
// lastLogin, counters) live in `profiles`, created on first sign-in — see features/accounts.
import { sql, type SQL } from "drizzle-orm";
import { searchDocumentColumn, searchIndexes } from "../app/lib/search/search-document";
import { type AnyPgColumn, bigint, boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  // The spec's display name falls back to 'User' when a provider gives none.
  name: text("name").notNull().default("User"),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  // photoURL of the spec: a URL served by /api/avatars/{file} or a provider's picture URL.
  image: text("image"),
  // better-auth's two-factor plugin: true once an authenticator app is confirmed (decision 015).
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  // Bumped by PostgreSQL triggers whenever anything of this user's that their signed-in pages show
  // changes (their own row, profile, enrolments, progress, orders, quiz attempts, counselling…), so a
  // page rendered under one version is that version's (server/middleware/user-page-cache.ts, decision 045).
  dataVersion: bigint("data_version", { mode: "number" }).notNull().default(0),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

// The TOTP secret and backup codes of a user with two-step verification, both encrypted by better-auth
// with BETTER_AUTH_SECRET; `verified` stays false until the first code from the app is confirmed.
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId), index("two_factors_secret_idx").on(t.secret)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const ROLES = ["user", "admin"] as const;
export const GENDERS = ["Male", "Female", "Other"] as const;

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    // Nullable on purpose: the spec's rule "a profile without a role gets 'user' on sign-in" is real
    // behaviour (rows imported or edited by hand), and readers treat null as 'user'.
    role: text("role").default("user"),
    dob: date("dob"),
    gender: text("gender"),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    quizzesTaken: integer("quizzes_taken").notNull().default(0),
    upcomingExams: integer("upcoming_exams").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("profiles_role_check", sql`${t.role} in ('user', 'admin')`),
    check("profiles_gender_check", sql`${t.gender} in ('Male', 'Female', 'Other')`),
  ],
);

// Mail that could not be (or need not be) sent over SMTP lands here; the log line points at it.
export const outboxEmails = pgTable("outbox_emails", {
  id: text("id").primaryKey(),
  to: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text: text("body_text").notNull(),
  // Text attachments (a counseling session's .ics invitation), kept with the mail.
  attachments: jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Failed sign-in attempts, keyed "ip:<addr>" or "account:<email>", for the sliding-window limits in
// features/accounts/login-throttle.server.ts. Rows older than the window are pruned as we go.
export const authFailures = pgTable(
  "auth_failures",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_failures_key_at_idx").on(t.key, t.at)],
);

// Request budgets for writes (app/lib/rate-limit): one row per key and fixed window, counted in place.
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// ——— Courses and learning (spec §3 Course, Progress) ———

export const COURSE_CATEGORIES = ["Class 10th", "Class 12th", "Engineering", "Medical", "UPSC"] as const;
export const COURSE_TAGS = ["Free", "Paid"] as const;
export const LESSON_TYPES = ["video", "pdf", "text"] as const;

export const courses = pgTable(
  "courses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull().default(""),
    thumbnail: text("thumbnail").notNull().default(""),
    // Rating out of 5 with one decimal, stored ×10 to stay an integer (e.g. 46 = 4.6).
    ratingTenths: integer("rating_tenths").notNull().default(0),
    tag: text("tag").notNull(),
    // Whole rupees, as in the spec; payments convert to paise on the server.
    priceRupees: integer("price_rupees").notNull().default(0),
    instructor: text("instructor").notNull().default(""),
    language: text("language").notNull().default("English"),
    duration: text("duration").notNull().default(""),
    trailerUrl: text("trailer_url").notNull().default(""),
    highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    published: boolean("published").notNull().default(false),
    popularity: integer("popularity").notNull().default(0),
    // Words a student may type that are not in the name: the subject in Hindi and in Hindi written
    // in Latin letters ("भौतिकी फिजिक्स physics bhautiki"). Edited by the admin, filled for the demo.
    searchKeywords: text("search_keywords").notNull().default(""),
    // What catalogue search matches (app/lib/search): name, category and keywords, normalised.
    searchDocument: searchDocumentColumn("search_document", ["name", "category", "search_keywords"]),
    ...timestamps,
  },
  (t) => [
    ...searchIndexes("courses", t.searchDocument),
    check("courses_tag_check", sql`${t.tag} in ('Free', 'Paid')`),
    check("courses_price_check", sql`(${t.tag} = 'Free' and ${t.priceRupees} = 0) or (${t.tag} = 'Paid' and ${t.priceRupees} > 0)`),
    check("courses_rating_check", sql`${t.ratingTenths} between 0 and 50`),
    index("courses_published_category_idx").on(t.published, t.category, t.id),
    index("courses_published_popularity_idx").on(t.published, t.popularity, t.id),
  ],
);

export const lessons = pgTable(
  "lessons",
  {
    id: text("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    // video: an https embed URL or a bundled file ("file:<name>"); pdf: "file:<name>" or https URL.
    url: text("url").notNull().default(""),
    // text lessons: Markdown, rendered sanitized.
    content: text("content").notNull().default(""),
    ...timestamps,
  },
  (t) => [check("lessons_type_check", sql`${t.type} in ('video', 'pdf', 'text')`), index("lessons_course_position_idx").on(t.courseId, t.position)],
);

export const courseReviews = pgTable(
  "course_reviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    comment: text("comment").notNull(),
    rating: integer("rating").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("course_reviews_rating_check", sql`${t.rating} between 1 and 5`), index("course_reviews_course_idx").on(t.courseId)],
);

// One row per student and course; `source` says how access was granted.
export const enrollments = pgTable(
  "enrollments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    source: text("source").notNull().default("free"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index("enrollments_course_idx").on(t.courseId)],
);

// The spec's progress document: completedLessons per user and course, one row per completed lesson.
export const lessonCompletions = pgTable(
  "lesson_completions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_completions_user_course_idx").on(t.userId, t.courseId)],
);

// The last lesson a student opened in each course (reopened next time, on any device).
export const courseProgress = pgTable(
  "course_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lastLessonId: text("last_lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

// Issued once per student and course when every lesson is complete; `code` is public (verification).
export const certificates = pgTable(
  "certificates",
  {
    code: text("code").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    studentName: text("student_name").notNull(),
    courseName: text("course_name").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("certificates_user_course_idx").on(t.userId, t.courseId)],
);

// ——— Payments (issue 4): one purchase model for everything we sell ———

// 'cancelled': superseded by a newer order for the same product, or the product became owned or
// unavailable before it was paid. A cancelled order cannot be paid through our checkout; a capture the
// gateway takes anyway is refunded automatically (see duplicate_payments).
export const ORDER_STATUSES = ["created", "attempted", "paid", "failed", "refunded", "cancelled"] as const;
// "paper": previous-year and mock papers (study resources, decision 031); sold through the same orders.
export const PRODUCT_TYPES = ["course", "pdf", "book", "paper"] as const;

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(), // our id, "ord_…"; also the gateway's `receipt`
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    gateway: text("gateway").notNull(), // "razorpay" | "sandbox"
    gatewayOrderId: text("gateway_order_id").unique(),
    status: text("status").notNull().default("created"),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    paymentId: text("payment_id").unique(),
    failureReason: text("failure_reason"),
    refundId: text("refund_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    // The GST tax invoice: a serial number per financial year ("VP/2026-27/000123"), assigned once, in
    // the transaction that marks the order paid; the date is the Indian (IST) calendar date of payment
    // (docs/decisions/021-gst-tax-invoice.md).
    invoiceNumber: text("invoice_number").unique(),
    invoiceDate: date("invoice_date", { mode: "string" }),
    ...timestamps,
  },
  (t) => [
    check("orders_status_check", sql`${t.status} in ('created', 'attempted', 'paid', 'failed', 'refunded', 'cancelled')`),
    check("orders_amount_check", sql`${t.amountPaise} >= 100`),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_updated_idx").on(t.status, t.updatedAt),
  ],
);

// The last invoice number used in each financial year ("2026-27"). Fulfilment takes the next one with
// an UPDATE … RETURNING, which holds the row lock until its transaction ends: numbers are unique and
// sequential, and a rolled-back fulfilment gives its number back (no gap).
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    fiscalYear: text("fiscal_year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("invoice_counters_fiscal_year_check", sql`${t.fiscalYear} ~ '^[0-9]{4}-[0-9]{2}$'`), check("invoice_counters_last_number_check", sql`${t.lastNumber} >= 0`)],
);

// A product in an order. `productId` is text so courses (integer ids) and future PDFs/books fit without
// a migration; the name and price are snapshots taken when the order was created.
export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productType: text("product_type").notNull(),
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [check("order_items_product_type_check", sql`${t.productType} in ('course', 'pdf', 'book', 'paper')`), index("order_items_order_idx").on(t.orderId)],
);

// What a paid order granted, one row per product; created in the transaction that records the
// payment, removed on a full refund. The unique index makes a second grant impossible.
export const entitlements = pgTable(
  "entitlements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productType: text("product_type").notNull(),
    productId: text("product_id").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("entitlements_order_product_idx").on(t.orderId, t.productType, t.productId), index("entitlements_user_idx").on(t.userId, t.productType)],
);

// A captured payment that must not grant anything: a second payment for an order already paid, a
// payment for a product the student already owns through another order, or for a cancelled order.
// Recorded in the transaction that saw it, then refunded through the gateway (retried by the
// reconciler until it succeeds) and listed for admins.
export const duplicatePayments = pgTable(
  "duplicate_payments",
  {
    paymentId: text("payment_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(), // "orderAlreadyPaid" | "productOwned" | "orderCancelled"
    status: text("status").notNull().default("pending"), // pending → refunded
    refundId: text("refund_id"),
    lastError: text("last_error"),
    attempts: integer("attempts").notNull().default(0),
    ...timestamps,
  },
  (t) => [check("duplicate_payments_status_check", sql`${t.status} in ('pending', 'refunded')`), index("duplicate_payments_status_idx").on(t.status)],
);

// Every webhook event we accepted, keyed by Razorpay's x-razorpay-event-id: a redelivery is a no-op.
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  gatewayOrderId: text("gateway_order_id"),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// The local sandbox gateway's own records (what Razorpay would hold on its side), including webhook
// deliveries it still owes us — kept in the database so they survive a crash and are retried.
export const sandboxOrders = pgTable("sandbox_orders", {
  id: text("id").primaryKey(),
  amountPaise: integer("amount_paise").notNull(),
  currency: text("currency").notNull(),
  receipt: text("receipt").notNull(),
  status: text("status").notNull().default("created"),
  amountPaid: integer("amount_paid").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  orderId: text("order_id")
    .notNull()
    .references(() => sandboxOrders.id),
  amountPaise: integer("amount_paise").notNull(),
  status: text("status").notNull(), // captured | failed | refunded
  errorDescription: text("error_description"),
  amountRefunded: integer("amount_refunded").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxWebhooks = pgTable("sandbox_webhooks", {
  eventId: text("event_id").primaryKey(),
  body: text("body").notNull(),
  attempts: integer("attempts").notNull().default(0),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// What admins did, for accountability: role changes, two-step resets, refunds, publishing and
// deleting courses. Written in the same transaction as the change where there is one. The actor's
// e-mail is copied so the trail survives the account's deletion.
export const ADMIN_ACTIONS = ["role.grant", "role.revoke", "twoFactor.reset", "order.refund", "order.reconcile", "course.create", "course.publish", "course.unpublish", "course.delete", "resource.create", "resource.update", "resource.publish", "resource.unpublish", "resource.delete", "blog.create", "blog.update", "blog.publish", "blog.unpublish", "blog.delete", "counselor.add", "counselor.remove", "counseling.slot.add", "counseling.slot.delete", "counseling.assign", "counseling.schedule", "counseling.note", "counseling.complete", "counseling.cancel", "quiz.create", "quiz.update", "quiz.publish", "quiz.unpublish", "quiz.delete", "quiz.import"] as const;
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: text("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    targetLabel: text("target_label").notNull().default(""),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [index("admin_audit_at_idx").on(t.at), index("admin_audit_target_idx").on(t.targetType, t.targetId)],
);

// Secrets the instances on one database must share (decision 016): AUTH_SECRET when it is generated
// rather than configured, and the fingerprint of a configured one, so an instance started with a
// different AUTH_SECRET refuses to start instead of signing sessions nobody else can read.
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The last TOTP time step each user signed in with: a code is good once (ASVS V6.5.1), so a code
// seen over someone's shoulder or replayed from a log cannot open a second session.
export const totpUsedSteps = pgTable("totp_used_steps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastStep: bigint("last_step", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Study resources (decision 031): PDF notes, books, previous-year papers and mock papers, one table
// with a kind. Prices are whole rupees like courses (payments convert to paise on the server); `free`
// is derived from the price so the two can never disagree. Ownership of a paid item is not stored
// here: payments' `entitlements` hold it (product types 'pdf', 'book', 'paper').
export const RESOURCE_KINDS = ["pdf-notes", "books", "previous-papers", "mock-papers"] as const;
export const RESOURCE_CLASSES = ["10th", "12th", "Graduate"] as const;
export const RESOURCE_LANGUAGES = ["en", "hi"] as const;

export const resources = pgTable(
  "resources",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: RESOURCE_KINDS }).notNull(),
    title: text("title").notNull(),
    classLevel: text("class_level", { enum: RESOURCE_CLASSES }).notNull(),
    subject: text("subject").notNull(),
    // JEE, NEET, UPSC, CBSE…; null for notes and books that are not tied to one exam.
    exam: text("exam"),
    // Books only.
    author: text("author"),
    language: text("language", { enum: RESOURCE_LANGUAGES }).notNull().default("en"),
    description: text("description").notNull().default(""),
    priceRupees: integer("price_rupees").notNull().default(0),
    free: boolean("free")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`price_rupees = 0`),
    published: boolean("published").notNull().default(false),
    previewPages: integer("preview_pages").notNull().default(3),
    // Storage keys (relative names the storage module resolves; never URLs). Null until a file exists.
    fileKey: text("file_key"),
    previewKey: text("preview_key"),
    coverKey: text("cover_key"),
    // The quick add's link (spec: title + link): an https address an admin noted as the item's source.
    // Only admins see it; an item made from it stays a draft until its PDF is uploaded (decision 034).
    sourceUrl: text("source_url"),
    fileBytes: bigint("file_bytes", { mode: "number" }),
    pageCount: integer("page_count"),
    // Demo items carry a stable key so start-up can tell them apart and never seeds one twice.
    demoKey: text("demo_key").unique(),
    // Words a student may type that are not in the title: the subject in Hindi and transliterated.
    searchKeywords: text("search_keywords").notNull().default(""),
    searchDocument: searchDocumentColumn("search_document", ["title", "subject", "exam", "author", "search_keywords"]),
    ...timestamps,
  },
  (t) => [
    ...searchIndexes("resources", t.searchDocument),
    check("resources_kind_check", sql`${t.kind} in ('pdf-notes', 'books', 'previous-papers', 'mock-papers')`),
    check("resources_class_check", sql`${t.classLevel} in ('10th', '12th', 'Graduate')`),
    check("resources_language_check", sql`${t.language} in ('en', 'hi')`),
    check("resources_price_check", sql`${t.priceRupees} >= 0 and ${t.priceRupees} <= 100000`),
    check("resources_preview_pages_check", sql`${t.previewPages} between 1 and 50`),
    index("resources_kind_published_idx").on(t.kind, t.published, t.id),
  ],
);

// ——— Quizzes and mock tests (issue 11, docs/decisions/037-quiz-engine.md) ———
// A quiz (practice, play-and-win or a full mock) has sections, each with its own marking; questions
// belong to a section and carry their Markdown+LaTeX source AND the HTML rendered from it when they
// were saved (KaTeX on the server, features/quizzes/quiz-render.server.ts), in English and Hindi.
// Answer keys (`is_correct`, `numeric_answer`) and explanations stay on the server until an attempt
// is submitted (or, in practice, that one question is checked).
export const QUIZ_MODES = ["practice", "play", "mock"] as const;
export const QUIZ_CLASSES = ["10th", "12th", "Graduate"] as const;
export const QUIZ_PRESETS = ["jee-main", "neet-ug", "upsc-gs1", "cbse"] as const;
export const QUESTION_TYPES = ["single", "multiple", "numeric"] as const;
export const QUESTION_DIFFICULTIES = ["easy", "medium", "hard"] as const;

const marks = (name: string) => numeric(name, { precision: 6, scale: 2, mode: "number" });

export const quizzes = pgTable(
  "quizzes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    mode: text("mode", { enum: QUIZ_MODES }).notNull(),
    titleEn: text("title_en").notNull(),
    titleHi: text("title_hi"),
    classLevel: text("class_level", { enum: QUIZ_CLASSES }).notNull(),
    subject: text("subject").notNull(),
    // "JEE Main", "NEET UG", "UPSC", "CBSE"… or null.
    exam: text("exam"),
    preset: text("preset", { enum: QUIZ_PRESETS }),
    // Null: untimed (practice only).
    durationSeconds: integer("duration_seconds"),
    published: boolean("published").notNull().default(false),
    // Demo quizzes: their key in db/demo/quizzes and a hash of the content they were seeded from, so
    // a changed demo file updates its quiz in place and an unchanged one costs nothing at start-up.
    demoKey: text("demo_key").unique(),
    demoHash: text("demo_hash"),
    searchDocument: searchDocumentColumn("search_document", ["title_en", "title_hi", "subject", "exam"]),
    ...timestamps,
  },
  (t) => [
    ...searchIndexes("quizzes", t.searchDocument),
    check("quizzes_mode_check", sql`${t.mode} in ('practice', 'play', 'mock')`),
    check("quizzes_class_check", sql`${t.classLevel} in ('10th', '12th', 'Graduate')`),
    check("quizzes_preset_check", sql`${t.preset} is null or ${t.preset} in ('jee-main', 'neet-ug', 'upsc-gs1', 'cbse')`),
    check("quizzes_duration_check", sql`${t.durationSeconds} is null or ${t.durationSeconds} between 10 and 86400`),
    check("quizzes_timed_check", sql`${t.mode} = 'practice' or ${t.durationSeconds} is not null`),
    index("quizzes_published_mode_idx").on(t.published, t.mode, t.classLevel, t.subject),
  ],
);

export const quizSections = pgTable(
  "quiz_sections",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    titleEn: text("title_en").notNull(),
    titleHi: text("title_hi"),
    // Marks for a correct answer, a wrong one and an unanswered question (UPSC: +2 / −0.66 / 0).
    markCorrect: marks("mark_correct").notNull().default(1),
    markIncorrect: marks("mark_incorrect").notNull().default(0),
    markUnanswered: marks("mark_unanswered").notNull().default(0),
  },
  (t) => [
    check("quiz_sections_marking_check", sql`${t.markCorrect} > 0 and ${t.markIncorrect} <= 0 and ${t.markUnanswered} <= 0`),
    index("quiz_sections_quiz_idx").on(t.quizId, t.position),
  ],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => quizSections.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type", { enum: QUESTION_TYPES }).notNull(),
    // Markdown with LaTeX between $…$ / $$…$$, and the HTML rendered from it at save time.
    textEn: text("text_en").notNull(),
    textHi: text("text_hi"),
    textHtmlEn: text("text_html_en").notNull(),
    textHtmlHi: text("text_html_hi"),
    explanationEn: text("explanation_en").notNull().default(""),
    explanationHi: text("explanation_hi"),
    explanationHtmlEn: text("explanation_html_en").notNull().default(""),
    explanationHtmlHi: text("explanation_html_hi"),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    difficulty: text("difficulty", { enum: QUESTION_DIFFICULTIES }).notNull().default("medium"),
    // Numeric questions: right when |value − answer| ≤ tolerance.
    numericAnswer: doublePrecision("numeric_answer"),
    tolerance: doublePrecision("tolerance").notNull().default(0),
    // A figure, stored through the storage module (a key, never a URL).
    imageKey: text("image_key"),
    ...timestamps,
  },
  (t) => [
    check("quiz_questions_type_check", sql`${t.type} in ('single', 'multiple', 'numeric')`),
    check("quiz_questions_difficulty_check", sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check("quiz_questions_numeric_check", sql`(${t.type} = 'numeric') = (${t.numericAnswer} is not null)`),
    check("quiz_questions_tolerance_check", sql`${t.tolerance} >= 0`),
    index("quiz_questions_section_idx").on(t.sectionId, t.position),
    index("quiz_questions_quiz_idx").on(t.quizId),
  ],
);

export const quizOptions = pgTable(
  "quiz_options",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    textEn: text("text_en").notNull(),
    textHi: text("text_hi"),
    textHtmlEn: text("text_html_en").notNull(),
    textHtmlHi: text("text_html_hi"),
    isCorrect: boolean("is_correct").notNull().default(false),
  },
  (t) => [index("quiz_options_question_idx").on(t.questionId, t.position)],
);

// One sitting of a quiz by a student. The server owns its clock: `deadline` (null when untimed) is
// fixed at start; answers are refused 10 s after it and the attempt is submitted with what was saved.
// `is_first`: the student's first full attempt of the quiz — the one ranked. A "retry wrong
// questions" attempt is practice over `question_ids`, taken from the attempt in `retry_of`.
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: QUIZ_MODES }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    autoSubmitted: boolean("auto_submitted").notNull().default(false),
    isFirst: boolean("is_first").notNull().default(false),
    // An admin's "preview as a student" (decision 041): never ranked (not first), never counted in
    // quizzesTaken, not a "real attempt" when an admin deletes the quiz.
    preview: boolean("preview").notNull().default(false),
    retryOf: uuid("retry_of").references((): AnyPgColumn => quizAttempts.id, { onDelete: "set null" }),
    questionIds: integer("question_ids").array(),
    score: marks("score"),
    maxScore: marks("max_score"),
    correctCount: integer("correct_count"),
    incorrectCount: integer("incorrect_count"),
    unansweredCount: integer("unanswered_count"),
    // Per section and per question, as scored at submit (features/quizzes/scoring.ts).
    result: jsonb("result").$type<StoredAttemptResult>(),
  },
  (t) => [
    check("quiz_attempts_mode_check", sql`${t.mode} in ('practice', 'play', 'mock')`),
    check("quiz_attempts_submitted_check", sql`(${t.submittedAt} is null) = (${t.score} is null)`),
    check("quiz_attempts_retry_check", sql`(${t.retryOf} is null) or (not ${t.isFirst} and ${t.mode} = 'practice')`),
    // One first attempt per student and quiz, and at most one attempt in progress (a second start
    // resumes it); a retry of wrong questions is in progress at most once per source attempt.
    uniqueIndex("quiz_attempts_first_idx").on(t.userId, t.quizId).where(sql`${t.isFirst}`),
    uniqueIndex("quiz_attempts_open_idx").on(t.userId, t.quizId).where(sql`${t.submittedAt} is null and ${t.retryOf} is null`),
    uniqueIndex("quiz_attempts_open_retry_idx").on(t.userId, t.retryOf).where(sql`${t.submittedAt} is null and ${t.retryOf} is not null`),
    index("quiz_attempts_user_idx").on(t.userId, t.startedAt),
    index("quiz_attempts_quiz_idx").on(t.quizId),
    // The deadline sweep reads only attempts still open.
    index("quiz_attempts_deadline_idx").on(t.deadline).where(sql`${t.submittedAt} is null and ${t.deadline} is not null`),
  ],
);

export const quizAttemptAnswers = pgTable(
  "quiz_attempt_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    optionIds: integer("option_ids").array().notNull().default(sql`'{}'::int[]`),
    numericValue: doublePrecision("numeric_value"),
    markedForReview: boolean("marked_for_review").notNull().default(false),
    visited: boolean("visited").notNull().default(true),
    timeSpentMs: integer("time_spent_ms").notNull().default(0),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    // Practice: when the student checked this answer (it is locked from then on).
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] }), check("quiz_attempt_answers_time_check", sql`${t.timeSpentMs} >= 0`)],
);

// How many first attempts of each quiz got each score: rank and percentile are sums over a quiz's few
// hundred distinct scores instead of a count over its (maybe 100,000) attempts. Kept by a trigger on
// quiz_attempts (hand-written in the migration), so bulk inserts and deleted accounts stay counted.
export const quizScoreCounts = pgTable(
  "quiz_score_counts",
  {
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    score: marks("score").notNull(),
    attempts: integer("attempts").notNull(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.score] })],
);

// Play and win (docs/decisions/040-quiz-hub-and-play.md): the points of each submitted play attempt,
// computed on the server at submit from the server's own timestamps (features/quizzes/play-points.ts),
// with the IST week it counts in; and the badges a student has earned (one row per badge, so
// awarding twice changes nothing). Written in the submit's transaction.
export const QUIZ_BADGES = ["first-quiz", "streak-5", "perfect-score", "weekly-top-10"] as const;

export const quizPlayScores = pgTable(
  "quiz_play_scores",
  {
    attemptId: uuid("attempt_id")
      .primaryKey()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    correct: integer("correct").notNull(),
    isFirst: boolean("is_first").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    // The Monday (IST) of the week the attempt was submitted in.
    weekStart: date("week_start", { mode: "string" }).notNull(),
  },
  (t) => [
    check("quiz_play_scores_points_check", sql`${t.points} >= 0`),
    index("quiz_play_scores_quiz_idx").on(t.quizId, t.points).where(sql`${t.isFirst}`),
    index("quiz_play_scores_week_idx").on(t.weekStart, t.userId).where(sql`${t.isFirst}`),
    index("quiz_play_scores_user_idx").on(t.userId),
  ],
);

export const quizBadges = pgTable(
  "quiz_badges",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badge: text("badge", { enum: QUIZ_BADGES }).notNull(),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull(),
    attemptId: uuid("attempt_id").references(() => quizAttempts.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] }), check("quiz_badges_badge_check", sql`${t.badge} in ('first-quiz', 'streak-5', 'perfect-score', 'weekly-top-10')`), index("quiz_badges_attempt_idx").on(t.attemptId)],
);

/** What `quiz_attempts.result` holds (written by features/quizzes at submit). */
export type StoredAttemptResult = {
  sections: { sectionId: number; score: number; maxScore: number; correct: number; incorrect: number; unanswered: number }[];
  questions: { questionId: number; sectionId: number; outcome: "correct" | "incorrect" | "unanswered"; marks: number; timeSpentMs: number }[];
};
// ——— Blogs (decision 036) ———
// One row per post. The spec's Blog is { id, title, content, date, image, category }: content is
// `body` (Markdown, rendered by lib/markdown.server.ts like text lessons), date is `publish_at`, image
// is `cover_key` (a storage key, served by GET /api/blogs/{id}/cover). A post is a draft while
// `publish_at` is null, scheduled while it is in the future, and published from that moment on: the
// readers' queries compare it with the (injectable) clock, so a scheduled post needs no job to
// appear. `announced_at` is the background job's mark that the caches were told (the page cache keeps
// anonymous pages until the "blogs" area is bumped): set once per due post, so the bump happens once.
export const BLOG_CATEGORIES = ["board-exams", "jee", "neet", "upsc", "careers", "scholarships"] as const;
export const BLOG_LANGUAGES = ["en", "hi"] as const;

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // The admin's optional summary for search engines and the feed; empty: the start of the text.
    excerpt: text("excerpt").notNull().default(""),
    category: text("category", { enum: BLOG_CATEGORIES }).notNull(),
    language: text("language", { enum: BLOG_LANGUAGES }).notNull().default("en"),
    authorName: text("author_name").notNull().default(""),
    coverKey: text("cover_key"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    // Demo posts carry a stable key so start-up can tell them apart and never seeds one twice.
    demoKey: text("demo_key").unique(),
    // The list's title search (app/lib/search): Hindi, transliterations and typos.
    searchDocument: searchDocumentColumn("search_document", ["title"]),
    ...timestamps,
  },
  (t) => [
    ...searchIndexes("blog_posts", t.searchDocument),
    check("blog_posts_category_check", sql`${t.category} in ('board-exams', 'jee', 'neet', 'upsc', 'careers', 'scholarships')`),
    check("blog_posts_language_check", sql`${t.language} in ('en', 'hi')`),
    index("blog_posts_publish_at_idx").on(t.publishAt, t.id),
    index("blog_posts_category_publish_at_idx").on(t.category, t.publishAt),
  ],
);
// ——— Counseling (issue 12, decision 038) ———
// Counsellors are accounts an admin names (not a role: an admin may also counsel). Removing one keeps
// the row inactive, so past sessions still name them.
export const counselors = pgTable("counselors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

// Published availability: one counsellor, one time, 30–60 minutes. Booked = an active request holds it
// (counseling_requests' partial unique index on slot_id), so a slot is never booked twice.
export const counselingSlots = pgTable(
  "counseling_slots",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    counselorId: text("counselor_id")
      .notNull()
      .references(() => counselors.userId, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("counseling_slots_counselor_start_idx").on(t.counselorId, t.startsAt),
    index("counseling_slots_starts_at_idx").on(t.startsAt),
    check("counseling_slots_length_check", sql`${t.endsAt} - ${t.startsAt} between interval '30 minutes' and interval '60 minutes'`),
  ],
);

export const COUNSELING_STATUSES = ["requested", "scheduled", "completed", "cancelled"] as const;

// A student's request for the free session (spec §3: name, phone, email, message). Contact details are
// visible only to admins and the assigned counsellor; they are erased after the retention period
// (`anonymized_at`). One free session per student: the partial unique index below admits one
// requested, scheduled or completed request per student; a cancelled one frees the session again.
export const counselingRequests = pgTable(
  "counseling_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // Normalised +91XXXXXXXXXX; null once anonymised.
    phone: text("phone"),
    email: text("email"),
    message: text("message").notNull().default(""),
    status: text("status", { enum: COUNSELING_STATUSES }).notNull().default("requested"),
    counselorId: text("counselor_id").references(() => counselors.userId, { onDelete: "set null" }),
    slotId: integer("slot_id").references(() => counselingSlots.id, { onDelete: "set null" }),
    // The session's time: the slot's, or one an admin entered.
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    notes: text("notes").notNull().default(""),
    // The invitation's SEQUENCE (RFC 5545): raised by every reschedule and the cancellation.
    inviteSequence: integer("invite_sequence").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("counseling_requests_one_free_session_idx").on(t.userId).where(sql`status in ('requested', 'scheduled', 'completed')`),
    uniqueIndex("counseling_requests_slot_booked_idx").on(t.slotId).where(sql`slot_id is not null and status in ('requested', 'scheduled', 'completed')`),
    index("counseling_requests_status_idx").on(t.status, t.createdAt),
    index("counseling_requests_counselor_idx").on(t.counselorId, t.startsAt),
    check("counseling_requests_status_check", sql`${t.status} in ('requested', 'scheduled', 'completed', 'cancelled')`),
    check("counseling_requests_time_check", sql`(${t.startsAt} is null) = (${t.endsAt} is null) and (${t.endsAt} is null or ${t.endsAt} > ${t.startsAt})`),
  ],
);

// What an anonymous visitor typed before being sent to sign in, for 30 minutes, keyed by a signed
// cookie (never the URL). Claimed by the first account that signs in with that cookie.
export const counselingDrafts = pgTable("counseling_drafts", {
  id: text("id").primaryKey(),
  values: jsonb("values").$type<Record<string, string>>().notNull(),
  claimedBy: text("claimed_by").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
