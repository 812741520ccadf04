// /admin/users: finding accounts, making an admin and removing admin rights with a confirmation step;
// the change applies on the person's next request; nobody changes their own role; the last admin
// stays an admin, even when two admins demote each other at the same moment.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, sessions, users } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { changeRole } from "../../app/features/admin/users.server";
import { type CookieJar, login, pageText, send } from "../support/test-app";
import { createUser } from "../support/factories";
import { turnOn } from "../support/two-factor";

const post = (jar: CookieJar, form: Record<string, string>, query = "") => send(`/admin/users${query}`, { form, jar });
const roleOf = async (userId: string) => (await db().select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)))[0]?.role ?? "user";

async function anAdmin() {
  const user = await createUser({ role: "admin", name: "Admin Asha" });
  return { ...user, jar: await login(user.email, user.password) };
}

describe("the users list", () => {
  it("finds users by a part of the name or e-mail (wildcards taken literally) and filters by role", async () => {
    const admin = await anAdmin();
    const student = await createUser({ name: "Zebediah Quux_50%" });
    const byName = await pageText(await send("/admin/users?q=zebediah", { jar: admin.jar }));
    expect(byName).toContain(student.email);
    expect(byName).toContain("Users found: 1");
    expect(await pageText(await send(`/admin/users?q=${encodeURIComponent("Quux_50%")}`, { jar: admin.jar }))).toContain(student.email);
    expect(await pageText(await send(`/admin/users?q=${encodeURIComponent("Quux%50")}`, { jar: admin.jar }))).toContain("No users match this search.");
    const admins = await pageText(await send("/admin/users?role=admin", { jar: admin.jar }));
    expect(admins).toContain(admin.email);
    expect(admins).not.toContain(student.email);
  });

  it("ignores nonsense in the query string instead of failing", async () => {
    const admin = await anAdmin();
    for (const q of ["?page=-3", "?page=abc", "?role=superuser", `?q=${"x".repeat(5000)}`, "?page=99999999999"]) {
      expect((await send(`/admin/users${q}`, { jar: admin.jar })).status, q).toBe(200);
    }
  });
});

describe("changing a role", () => {
  it("asks first, then makes a student an admin, who reaches /admin on the very next request", async () => {
    const admin = await anAdmin();
    const student = await createUser({ name: "Ravi Verma" });
    const studentJar = await login(student.email, student.password);
    expect((await send("/admin", { jar: studentJar })).headers.get("location")).toBe("/dashboard");

    const asked = await post(admin.jar, { intent: "confirm-role", userId: student.id, role: "admin" });
    expect(asked.status).toBe(200);
    expect(await pageText(asked)).toContain("Make Ravi Verma an admin?");
    expect(await roleOf(student.id)).toBe("user"); // nothing changed yet

    const done = await post(admin.jar, { intent: "set-role", userId: student.id, role: "admin" }, "?q=ravi");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/users?q=ravi&done=promoted&user=${student.id}`);
    expect(await pageText(await send(done.headers.get("location")!, { jar: admin.jar }))).toContain("Ravi Verma is now an admin.");
    expect((await send("/admin", { jar: studentJar })).status).toBe(200);

    const removed = await post(admin.jar, { intent: "set-role", userId: student.id, role: "user" });
    expect(removed.status).toBe(302);
    expect((await send("/admin", { jar: studentJar })).headers.get("location")).toBe("/dashboard");
  });

  it("refuses to change one's own role, a role that is already set, and an unknown user, changing nothing", async () => {
    const admin = await anAdmin();
    const student = await createUser();
    const self = await post(admin.jar, { intent: "set-role", userId: admin.id, role: "user" });
    expect(self.status).toBe(400);
    expect(await pageText(self)).toContain("You cannot change your own role. Ask another admin.");
    expect(await roleOf(admin.id)).toBe("admin");
    const askSelf = await post(admin.jar, { intent: "confirm-role", userId: admin.id, role: "user" });
    expect(askSelf.status).toBe(400);
    const same = await post(admin.jar, { intent: "set-role", userId: student.id, role: "user" });
    expect(same.status).toBe(409);
    expect(await pageText(same)).toContain("Nothing to change");
    const unknown = await post(admin.jar, { intent: "set-role", userId: "doesNotExist123", role: "admin" });
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain("This user does not exist any more.");
  });

  it("answers bad forms with 400 and a message", async () => {
    const admin = await anAdmin();
    const student = await createUser();
    for (const form of [{}, { intent: "set-role", userId: student.id, role: "owner" }, { intent: "drop-table", userId: student.id, role: "admin" }, { intent: "set-role", userId: student.id, role: "admin", extra: "1" }]) {
      const res = await post(admin.jar, form as Record<string, string>);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await pageText(res)).toContain("That request was not understood.");
    }
    // A control character never reaches the action: the HTTP layer refuses it (decision 018).
    const nul = await post(admin.jar, { intent: "set-role", userId: "a\u0000b", role: "admin" });
    expect(nul.status).toBe(400);
    expect(await pageText(nul)).toContain("The request could not be understood.");
    expect(await roleOf(student.id)).toBe("user");
  });

  it("keeps students and visitors out of the page and its action", async () => {
    const student = await createUser();
    const other = await createUser();
    const jar = await login(student.email, student.password);
    const asStudent = await post(jar, { intent: "set-role", userId: other.id, role: "admin" });
    expect(asStudent.headers.get("location")).toBe("/dashboard");
    const anonymous = await send("/admin/users", { form: { intent: "set-role", userId: other.id, role: "admin" } });
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fusers");
    expect(await roleOf(other.id)).toBe("user");
  });
});

describe("resetting someone's two-step verification", () => {
  it("turns it off after a confirmation and signs them out everywhere; they log in with the password", async () => {
    const admin = await anAdmin();
    const student = await createUser({ name: "Phoneless Pooja" });
    const studentJar = await login(student.email, student.password);
    await turnOn(studentJar, student.password);
    const list = await pageText(await send(`/admin/users?q=${encodeURIComponent(student.email)}`, { jar: admin.jar }));
    expect(list).toContain("Reset two-step verification");

    const asked = await post(admin.jar, { intent: "confirm-reset-2fa", userId: student.id });
    expect(await pageText(asked)).toContain("Reset two-step verification for Phoneless Pooja?");
    const done = await post(admin.jar, { intent: "reset-2fa", userId: student.id });
    expect(done.status).toBe(302);
    expect(await pageText(await send(done.headers.get("location")!, { jar: admin.jar }))).toContain("Two-step verification of Phoneless Pooja is off");
    const [row] = await db().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, student.id));
    expect(row.on).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(0);
    const again = await send("/login", { form: { email: student.email, password: student.password } });
    expect(again.headers.get("location")).toBe("/dashboard");
    // A second reset has nothing to do.
    expect((await post(admin.jar, { intent: "reset-2fa", userId: student.id })).status).toBe(409);
  });

  it("is refused for oneself, and for students", async () => {
    const admin = await anAdmin();
    const self = await post(admin.jar, { intent: "reset-2fa", userId: admin.id });
    expect(self.status).toBe(400);
    expect(await pageText(self)).toContain("You cannot reset your own two-step verification.");
    const student = await createUser();
    const jar = await login(student.email, student.password);
    expect((await post(jar, { intent: "reset-2fa", userId: admin.id })).headers.get("location")).toBe("/dashboard");
  });
});

describe("there is always an admin", () => {
  it("does not demote the last admin", async () => {
    // Make every other admin of this test database a student, through the same rule.
    const a = await createUser({ role: "admin" });
    const b = await createUser({ role: "admin" });
    await db().update(profiles).set({ role: "user" }).where(eq(profiles.role, "admin"));
    await db().update(profiles).set({ role: "admin" }).where(eq(profiles.userId, a.id));
    await db().update(profiles).set({ role: "admin" }).where(eq(profiles.userId, b.id));
    expect(await changeRole(a.id, b.id, "user")).toMatchObject({ ok: true });
    // b is now a student; a is the last admin. A former admin cannot act any more.
    expect(await changeRole(b.id, a.id, "user")).toEqual({ ok: false, reason: "notAllowed" });
    const [admins] = await db().select({ n: count() }).from(profiles).where(eq(profiles.role, "admin"));
    expect(admins.n).toBe(1);
  });

  it("two admins demoting each other at the same moment leave exactly one admin", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createUser({ role: "admin" });
      const b = await createUser({ role: "admin" });
      await db().update(profiles).set({ role: "user" }).where(eq(profiles.role, "admin"));
      await db().update(profiles).set({ role: "admin" }).where(eq(profiles.userId, a.id));
      await db().update(profiles).set({ role: "admin" }).where(eq(profiles.userId, b.id));
      const jarA = await login(a.email, a.password);
      const jarB = await login(b.email, b.password);
      const [ra, rb] = await Promise.all([post(jarA, { intent: "set-role", userId: b.id, role: "user" }), post(jarB, { intent: "set-role", userId: a.id, role: "user" })]);
      // One change goes through; the other admin finds they are no longer one: refused under the
      // lock (403), or already sent to /dashboard by the guard if the first change committed sooner.
      const outcomes = [ra, rb].map((r) => (r.headers.get("location")?.includes("done=demoted") ? "demoted" : r.status === 403 || r.headers.get("location") === "/dashboard" ? "refused" : `other ${r.status}`));
      expect(outcomes.sort()).toEqual(["demoted", "refused"]);
      const [admins] = await db().select({ n: count() }).from(profiles).where(eq(profiles.role, "admin"));
      expect(admins.n, `round ${round}`).toBe(1);
    }
  });
});
