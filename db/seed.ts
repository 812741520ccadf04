// Demo content loaded on start-up (idempotent: only what is missing is created). The demo admin and
// demo student get random passwords on first run — no default credentials (ASVS V6.3.2) — kept in
// DATA_DIR/demo-accounts.json (mode 600) so every `npm start` can print them.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensurePasswordAccount, setPassword } from "../app/features/accounts/accounts.server";
import { env } from "../app/lib/env.server";
import { seedCourses } from "./seed-courses";

export type DemoAccount = { email: string; password: string };
export type DemoAdmin = { admin: DemoAccount; student: DemoAccount };

function readStored(file: string): Partial<DemoAdmin> {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Partial<DemoAdmin>;
  } catch {
    return {};
  }
}

export async function seedDemoContent(): Promise<DemoAdmin> {
  const e = env();
  const file = path.resolve(e.DATA_DIR, "demo-accounts.json");
  const stored = existsSync(file) ? readStored(file) : {};
  const generate = () => randomBytes(12).toString("base64url");
  const demo: DemoAdmin = {
    admin: { email: e.DEMO_ADMIN_EMAIL, password: e.DEMO_ADMIN_PASSWORD ?? stored.admin?.password ?? generate() },
    student: { email: "student@vidyapath.local", password: stored.student?.password ?? generate() },
  };
  writeFileSync(file, JSON.stringify(demo, null, 2), { mode: 0o600 });
  const adminId = await ensurePasswordAccount({ ...demo.admin, name: "Vidyapath Admin", role: "admin" });
  const studentId = await ensurePasswordAccount({ ...demo.student, name: "Demo Student", role: "user" });
  // The accounts may predate this data directory (external DATABASE_URL, deleted file): re-issue the
  // passwords we are about to print, so they always work.
  if (!stored.admin || e.DEMO_ADMIN_PASSWORD) await setPassword(adminId, demo.admin.password);
  if (!stored.student) await setPassword(studentId, demo.student.password);
  await seedCourses();
  return demo;
}
