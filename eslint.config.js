import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));

// Layers (docs/decisions/027-layers-and-table-ownership.md). Each feature owns its tables and reaches
// them only through its own query modules; another feature calls its exported functions. The
// lists below are what each owner may import from db/schema (tables and their value lists). A new
// table is forbidden everywhere until it is added to one owner here.
export const TABLE_OWNERS = {
  accounts: ["users", "sessions", "accounts", "verifications", "twoFactors", "profiles", "authFailures", "totpUsedSteps", "ROLES", "GENDERS"],
  courses: ["courses", "lessons", "courseReviews", "enrollments", "lessonCompletions", "courseProgress", "COURSE_CATEGORIES", "COURSE_TAGS", "LESSON_TYPES"],
  certificates: ["certificates"],
  payments: ["orders", "orderItems", "entitlements", "invoiceCounters", "duplicatePayments", "paymentEvents", "sandboxOrders", "sandboxPayments", "sandboxWebhooks", "ORDER_STATUSES", "PRODUCT_TYPES"],
  admin: ["adminAudit", "ADMIN_ACTIONS"],
  resources: ["resources", "RESOURCE_KINDS", "RESOURCE_CLASSES", "RESOURCE_LANGUAGES"],
  quizzes: ["quizzes", "quizSections", "quizQuestions", "quizOptions", "quizAttempts", "quizAttemptAnswers", "quizScoreCounts", "quizPlayScores", "quizBadges", "QUIZ_BADGES", "QUIZ_MODES", "QUIZ_CLASSES", "QUIZ_PRESETS", "QUESTION_TYPES", "QUESTION_DIFFICULTIES", "StoredAttemptResult"],
  blogs: ["blogPosts", "BLOG_CATEGORIES", "BLOG_LANGUAGES"],
  counseling: ["counselors", "counselingSlots", "counselingRequests", "counselingDrafts", "COUNSELING_STATUSES"],
};
/** Features that must not know others (docs/decisions/032-product-registry.md): payments sells what
 * the product registry holds, and the composition module (app/product-providers.server.ts) says which
 * feature sells which type. */
const FEATURE_BOUNDARIES = {
  payments: [
    {
      group: ["**/features/courses/**", "~/features/courses/**", "../courses/**", "**/features/resources/**", "~/features/resources/**", "../resources/**"],
      message: "payments imports no product owner (courses, resources): register a product provider in app/product-providers.server.ts (docs/decisions/032).",
    },
  ],
};
/** Tables owned outside features: the outbox by the mailer in lib/, the secrets by server start-up. */
const LIB_TABLES = ["outboxEmails"];
const SERVER_TABLES = ["appSecrets"];

const SCHEMA = ["**/db/schema", "**/db/schema.ts"];
const DB_MODULE = ["**/lib/db.server", "**/lib/db.server.ts"];
const FEATURES = ["**/features/**", "~/features/**"];
const NO_BARRELS = { group: ["**/index", "**/index.ts"], message: "No barrel files." };

/** `no-restricted-imports` options replace each other between config blocks, so every block that
 * restricts imports repeats the project-wide ones (barrels) through this. */
const restrict = (...patterns) => ["error", { patterns: [NO_BARRELS, ...patterns] }];
const ownTables = (owner, names) => ({
  group: SCHEMA,
  allowImportNames: names,
  message: `${owner} may import only its own tables from db/schema: call the owning feature's exported function instead (docs/decisions/027).`,
});

export default tseslint.config(
  { ignores: ["build/", "build.*/", ".react-router/", "node_modules/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": restrict(),
    },
  },
  // No import cycles in the application (type-only imports included: they still tie modules together).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "db/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x parses only .js files and sees no cycle among .ts modules.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], alias: { "~": [path.join(root, "app")] } })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Each feature: only its own tables.
  ...Object.entries(TABLE_OWNERS).map(([feature, names]) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: { "no-restricted-imports": restrict(ownTables(`features/${feature}`, names), ...(FEATURE_BOUNDARIES[feature] ?? [])) },
  })),
  // Features without tables (home, legal, and any new one until it is given tables above).
  {
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: Object.keys(TABLE_OWNERS).map((feature) => `app/features/${feature}/**`),
    rules: { "no-restricted-imports": restrict({ group: SCHEMA, message: "This feature owns no tables: call the owning feature's exported function (docs/decisions/027)." }) },
  },
  // lib/ is below every feature: it imports none, and owns only the mail outbox.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(
        { group: FEATURES, message: "lib/ imports no feature: move the shared piece into lib/, or pass it in from the feature (docs/decisions/027)." },
        ownTables("lib/", LIB_TABLES),
      ),
    },
  },
  // The database module binds the whole schema to the pool.
  { files: ["app/lib/db.server.ts"], rules: { "no-restricted-imports": restrict({ group: FEATURES, message: "lib/ imports no feature." }) } },
  // TEMPORARY (issue 9 §D, i18n per route): the two global dictionaries still merge the features'
  // message files. The per-route messages change removes these imports, and then this block.
  {
    files: ["app/lib/i18n/messages.en.ts", "app/lib/i18n/messages.hi.ts"],
    rules: { "no-restricted-imports": restrict(ownTables("lib/", LIB_TABLES)) },
  },
  // Routes are thin: guard, parse, call a feature. They never touch the database themselves.
  {
    files: ["app/routes/**/*.{ts,tsx}", "server/api/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict({ group: [...SCHEMA, ...DB_MODULE], message: "Routes do not import the database: call a feature's function (docs/decisions/027)." }),
    },
  },
  // The product registry's composition module wires features together; it touches no table itself.
  {
    files: ["app/product-providers.server.ts"],
    rules: {
      "no-restricted-imports": restrict({ group: [...SCHEMA, ...DB_MODULE], message: "The composition module only registers providers: tables stay with their owners (docs/decisions/032)." }),
    },
  },
  // server/ (start-up, jobs) owns the secrets table; its middleware imports no feature at all: what a
  // middleware needs from a feature (a limit, a header name) is passed in by server/app.ts.
  {
    files: ["server/**/*.ts"],
    ignores: ["server/api/**", "server/middleware/**"],
    rules: { "no-restricted-imports": restrict(ownTables("server/", SERVER_TABLES)) },
  },
  {
    files: ["server/middleware/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { group: FEATURES, message: "server/middleware imports no feature: server/app.ts passes in what it needs (docs/decisions/027)." },
        { group: [...SCHEMA, ...DB_MODULE], message: "Middleware does not touch the database." },
      ),
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", fetch: "readonly", performance: "readonly", Buffer: "readonly", setInterval: "readonly", clearInterval: "readonly" } },
  },
);
