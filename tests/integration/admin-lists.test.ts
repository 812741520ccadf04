// The admin kit's lists (docs/decisions/026-admin-kit.md) on /admin/courses, /admin/users,
// /admin/orders and /admin/audit: search, sort by a header link (aria-sort), pagination with links
// that keep search, filters and sort; nonsense in the query gives the default list (200), a control
// character is refused by the HTTP layer (400), never a 500. And delete with its confirmation step,
// which leaves an audit entry naming the admin.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, courses, orders } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { type CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

let admin: Awaited<ReturnType<typeof createUser>>;
let jar: CookieJar;
const tag = `kit${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "List Admin" });
  jar = await login(admin.email, admin.password);
});

const html = async (path: string) => {
  const res = await send(path, { jar });
  expect(res.status, path).toBe(200);
  return res.text();
};
const attr = (page: string, name: string) => [...page.matchAll(new RegExp(`${name}="([^"]+)"`, "g"))].map((m) => m[1]);

describe("the course list", () => {
  let ids: number[];
  beforeAll(async () => {
    // 27 courses named "<tag> 00" … "<tag> 26", price 100 + 7·i mod 50 rupees, created in order.
    ids = [];
    for (let i = 0; i < 27; i++) ids.push((await createCourse({ name: `${tag} ${String(i).padStart(2, "0")}`, tag: "Paid", priceRupees: 100 + ((7 * i) % 50), published: i % 2 === 0 })).id);
  });

  it("searches by name and pages 25 at a time, newest first, with links that keep the search", async () => {
    const first = await html(`/admin/courses?q=${tag}`);
    expect(await pageText(new Response(first))).toContain("All courses (27)");
    expect(attr(first, "data-course-id").map(Number)).toEqual([...ids].reverse().slice(0, 25));
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain(`href="/admin/courses?q=${tag}&amp;page=2"`);
    const second = await html(`/admin/courses?q=${tag}&page=2`);
    expect(attr(second, "data-course-id").map(Number)).toEqual([ids[1], ids[0]]);
    expect(attr(await html(`/admin/courses?q=${tag}&page=40`), "data-course-id").map(Number)).toEqual([ids[1], ids[0]]); // past the end: the last page
    expect(await pageText(new Response(await html(`/admin/courses?q=${tag}zzz`)))).toContain("No courses match this search.");
  });

  it("sorts by a column from its header link, with aria-sort on the sorted column", async () => {
    const page = await html(`/admin/courses?q=${tag}`);
    expect(page).toContain(`href="/admin/courses?q=${tag}&amp;sort=name&amp;dir=asc"`);
    const byName = await html(`/admin/courses?q=${tag}&sort=name&dir=asc`);
    expect(attr(byName, "data-course-id").map(Number)).toEqual(ids.slice(0, 25));
    expect(byName).toMatch(/aria-sort="ascending"[^>]*>.*?Name/s);
    // The sorted column's link turns the order round; the pager keeps the sort.
    expect(byName).toContain(`href="/admin/courses?q=${tag}&amp;sort=name&amp;dir=desc"`);
    expect(byName).toContain(`href="/admin/courses?q=${tag}&amp;sort=name&amp;dir=asc&amp;page=2"`);
    const byPrice = attr(await html(`/admin/courses?q=${tag}&sort=price&dir=desc&page=1`), "data-course-id").map(Number);
    const prices = await db().select({ id: courses.id, price: courses.priceRupees }).from(courses);
    const priceOf = new Map(prices.map((p) => [p.id, p.price]));
    const seen = byPrice.map((id) => priceOf.get(id)!);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it("answers nonsense in the query with the default list, and a control character with 400 — never 500", async () => {
    const plain = attr(await html(`/admin/courses?q=${tag}`), "data-course-id");
    for (const bad of ["sort=password", "sort=name;drop", "dir=sideways&sort=bogus", "page=0", "page=-1", "page=abc", "page=1e3", "page=99999999999", "sort=__proto__", "sort=name&sort=price&dir=up"]) {
      const res = await send(`/admin/courses?q=${tag}&${bad}`, { jar });
      expect(res.status, bad).toBe(200);
      if (!bad.startsWith("sort=name")) expect(attr(await res.text(), "data-course-id"), bad).toEqual(plain);
    }
    for (const bad of ["sort=%00", "q=%01", "page=%"]) expect((await send(`/admin/courses?${bad}`, { jar })).status, bad).toBe(400);
  });
});

describe("deleting with a confirmation step", () => {
  it("asks first (no JavaScript needed), then deletes and records who did it in the audit trail", async () => {
    const course = await createCourse({ name: `${tag} doomed`, published: false });
    const ask = await send(`/admin/courses?q=${tag}`, { jar, form: { intent: "delete", courseId: String(course.id) } });
    expect(ask.status).toBe(200);
    const asked = await ask.text();
    expect(await pageText(new Response(asked))).toContain(`Delete “${tag} doomed”?`);
    expect(asked).toMatch(/name="intent" value="delete-confirmed"/);
    expect(asked).toContain(`action="/admin/courses?q=${tag}"`);
    expect(await db().select().from(adminAudit).where(eq(adminAudit.targetId, String(course.id)))).toEqual([]);

    const done = await send("/admin/courses", { jar, form: { intent: "delete-confirmed", courseId: String(course.id) } });
    expect(done.status).toBe(302);
    const entries = await db().select().from(adminAudit).where(and(eq(adminAudit.targetId, String(course.id)), eq(adminAudit.action, "course.delete")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: "course", targetLabel: `${tag} doomed` });
    // Refused deletes leave none: a repeated field, an unknown course.
    const repeated = new FormData();
    repeated.append("intent", "delete-confirmed");
    repeated.append("courseId", String(course.id));
    repeated.append("courseId", "1");
    expect((await send("/admin/courses", { jar, form: repeated })).status).toBe(400);
    expect((await send("/admin/courses", { jar, form: { intent: "delete-confirmed", courseId: String(course.id) } })).status).toBe(404);
    expect(await db().select().from(adminAudit).where(eq(adminAudit.targetId, String(course.id)))).toHaveLength(1);
  });
});

describe("the users list", () => {
  it("searches, sorts by e-mail and pages 25 at a time", async () => {
    const made = [];
    for (let i = 0; i < 27; i++) made.push(await createUser({ name: `${tag} user`, email: `${tag}.${String(i).padStart(2, "0")}@example.test` }));
    const page1 = await html(`/admin/users?q=${tag}&sort=email&dir=asc`);
    expect(attr(page1, "data-user-id")).toEqual(made.slice(0, 25).map((u) => u.id));
    expect(page1).toMatch(/aria-sort="ascending"[^>]*>.*?E-mail/s);
    expect(page1).toContain(`href="/admin/users?q=${tag}&amp;sort=email&amp;dir=asc&amp;page=2"`);
    expect(attr(await html(`/admin/users?q=${tag}&sort=email&dir=asc&page=2`), "data-user-id")).toEqual(made.slice(25).map((u) => u.id));
    expect(attr(await html(`/admin/users?q=${tag}&sort=email&dir=desc`), "data-user-id")[0]).toBe(made[26].id);
    // The role filter rides along in the links.
    expect(await html(`/admin/users?q=${tag}&role=user`)).toContain(`href="/admin/users?q=${tag}&amp;role=user&amp;sort=name&amp;dir=asc"`);
    for (const bad of ["sort=role;--", "dir=1", "sort=lastLogin&dir=asc&page=-4"]) expect((await send(`/admin/users?q=${tag}&${bad}`, { jar })).status, bad).toBe(200);
  });
});

describe("the orders list", () => {
  it("sorts by amount either way, keeping the filters", async () => {
    const buyer = await createUser({ name: "Sorted Buyer" });
    await db()
      .insert(orders)
      .values([300, 100, 200].map((rupees, i) => ({ id: `ord_${tag}${i}`, userId: buyer.id, gateway: "sandbox", amountPaise: rupees * 100, createdAt: new Date(Date.now() - i * 60_000) })));
    const email = encodeURIComponent(buyer.email);
    const ids = async (query: string) => attr(await html(`/admin/orders?q=${email}${query}`), "data-order-id");
    expect(await ids("")).toEqual([`ord_${tag}0`, `ord_${tag}1`, `ord_${tag}2`]);
    expect(await ids("&sort=amount&dir=asc")).toEqual([`ord_${tag}1`, `ord_${tag}2`, `ord_${tag}0`]);
    expect(await ids("&sort=amount&dir=desc&status=created")).toEqual([`ord_${tag}0`, `ord_${tag}2`, `ord_${tag}1`]);
    const page = await html(`/admin/orders?q=${email}&status=created`);
    expect(page).toContain(`href="/admin/orders?q=${email}&amp;status=created&amp;sort=amount&amp;dir=desc"`);
    expect((await send(`/admin/orders?q=${email}&sort=amount&dir=%00`, { jar })).status).toBe(400);
    expect((await send(`/admin/orders?sort=refundId&dir=asc`, { jar })).status).toBe(200);
  });
});

describe("the audit list", () => {
  it("searches by admin e-mail or target, sorts by time either way", async () => {
    const target = await createUser({ name: "Audited" });
    await send("/admin/users", { jar, form: { intent: "set-role", userId: target.id, role: "admin" } });
    await send("/admin/users", { jar, form: { intent: "set-role", userId: target.id, role: "user" } });
    // The rows follow the count heading (the action filter above lists every action's name too).
    const rows = async (query: string) => (await pageText(new Response(await html(`/admin/audit?q=${encodeURIComponent(target.email)}${query}`)))).split("Entries: 2")[1] ?? "";
    const text = await rows("");
    expect(text).not.toBe("");
    expect(text.indexOf("Removed admin rights")).toBeLessThan(text.indexOf("Made admin"));
    const oldest = await rows("&sort=at&dir=asc");
    expect(oldest.indexOf("Made admin")).toBeLessThan(oldest.indexOf("Removed admin rights"));
    expect((await send("/admin/audit?sort=actorId&page=0", { jar })).status).toBe(200);
  });
});
