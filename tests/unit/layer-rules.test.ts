// The layer rules of docs/decisions/027 are enforced by `npm run lint`: each wrong import below must
// be a lint error in the folder it is written in, and the allowed imports must stay clean. The
// snippets are linted in memory with the project's own eslint.config.js, as if they were files at
// `filePath` (which need not exist; an existing path gets the snippet instead of its content).
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const eslint = new ESLint({ cwd: root });

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("layer rules", () => {
  it("a feature may not import another feature's table", async () => {
    const found = await errors("app/features/payments/probe.server.ts", `import { users } from "../../../db/schema";\nexport const t = users;\n`);
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: 'users' import from '..\/..\/..\/db\/schema' is restricted.*features\/payments may import only its own tables/)]);
    expect(await errors("app/features/certificates/probe.server.ts", `import { enrollments } from "../../../db/schema";\nexport const t = enrollments;\n`)).toHaveLength(1);
    // The whole schema at once would hide which tables are used.
    expect(await errors("app/features/courses/probe.server.ts", `import * as schema from "../../../db/schema";\nexport const t = schema;\n`)).toHaveLength(1);
    // A new feature owns no table until it is given some in eslint.config.js.
    expect(await errors("app/features/blogs/probe.server.ts", `import { courses } from "../../../db/schema";\nexport const t = courses;\n`)).toHaveLength(1);
  });

  it("a feature may import its own tables and call another feature's exported functions", async () => {
    expect(await errors("app/features/certificates/probe.server.ts", `import { certificates } from "../../../db/schema";\nimport { courseCompletion } from "../courses/progress.server";\nexport const t = [certificates, courseCompletion];\n`)).toEqual([]);
    expect(await errors("app/features/payments/probe.server.ts", `import { orders } from "../../../db/schema";\nimport { userEmail } from "../accounts/user-directory.server";\nexport const t = [orders, userEmail];\n`)).toEqual([]);
    expect(await errors("app/features/courses/probe.server.ts", `import { type COURSE_CATEGORIES, enrollments } from "../../../db/schema";\nexport type C = (typeof COURSE_CATEGORIES)[number];\nexport const t = enrollments;\n`)).toEqual([]);
  });

  it("payments imports no product owner: products come through the registry", async () => {
    const payments = "app/features/payments/probe.server.ts";
    expect(await errors(payments, `import { grantCourseAccess } from "../courses/enrollment.server";\nexport const f = grantCourseAccess;\n`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*payments imports no product owner/)]);
    expect(await errors(payments, `import { courseProduct } from "~/features/courses/course-product.server";\nexport const f = courseProduct;\n`)).toHaveLength(1);
    expect(await errors(payments, `import { x } from "../resources/resources.server";\nexport const f = x;\n`)).toHaveLength(1);
    // Its own-table rule still holds in the same block.
    expect(await errors(payments, `import { users } from "../../../db/schema";\nexport const t = users;\n`)).toHaveLength(1);
    // The composition module wires features but touches no table.
    expect(await errors("app/product-providers.server.ts", `import { courseProduct } from "./features/courses/course-product.server";\nimport { registerProductProvider } from "./features/payments/product-registry.server";\nregisterProductProvider(courseProduct);\n`)).toEqual([]);
    expect(await errors("app/product-providers.server.ts", `import { orders } from "../db/schema";\nexport const t = orders;\n`)).toHaveLength(1);
  });

  it("lib/ imports no feature", async () => {
    expect(await errors("app/lib/probe.ts", `import { catalogueChanged } from "../features/courses/catalogue-cache.server";\nexport const f = catalogueChanged;\n`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*lib\/ imports no feature/)]);
    expect(await errors("app/lib/cache/probe.ts", `import { requireUser } from "~/features/accounts/session.server";\nexport const f = requireUser;\n`)).toHaveLength(1);
    expect(await errors("app/lib/probe.ts", `import { pageUrl } from "./page-url";\nexport const f = pageUrl;\n`)).toEqual([]);
  });

  it("server middleware imports no feature", async () => {
    expect(await errors("server/middleware/probe.ts", `import { PROFILE_BODY_LIMIT_BYTES } from "../../app/features/accounts/photo-limits";\nexport const n = PROFILE_BODY_LIMIT_BYTES;\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*server\/middleware imports no feature/),
    ]);
    expect(await errors("server/middleware/probe.ts", `import { pagePathname } from "../../app/lib/page-url";\nexport const f = pagePathname;\n`)).toEqual([]);
  });

  it("routes do not import the database", async () => {
    expect(await errors("app/routes/admin/probe.tsx", `import { ADMIN_ACTIONS } from "../../../db/schema";\nexport const a = ADMIN_ACTIONS;\n`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*Routes do not import the database/)]);
    expect(await errors("app/routes/public/probe.tsx", `import { db } from "~/lib/db.server";\nexport const d = db;\n`)).toHaveLength(1);
    expect(await errors("server/api/probe.ts", `import { pool } from "../../app/lib/db.server";\nexport const p = pool;\n`)).toHaveLength(1);
    expect(await errors("app/routes/admin/probe.tsx", `import { AUDIT_ACTIONS } from "~/features/admin/audit.server";\nexport const a = AUDIT_ACTIONS;\n`)).toEqual([]);
  });

  it("an import cycle is an error", async () => {
    // safe-redirect.ts imports page-url.ts; page-url importing safe-redirect back closes a cycle.
    const found = await errors("app/lib/page-url.ts", `import { safeRedirect } from "./safe-redirect";\nexport const f = safeRedirect;\n`);
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });
});
