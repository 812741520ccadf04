// The admin audit trail: role changes, two-step resets, refunds, reconciles and course creation,
// publishing and deletion each leave one entry naming the admin, committed with the change itself;
// /admin/audit shows them to admins only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { fulfilOrder, startCheckout } from "../../app/features/payments/orders.server";
import { SandboxGateway } from "../../app/features/payments/sandbox-gateway.server";
import { type CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";
import { turnOn } from "../support/two-factor";

async function anAdmin() {
  const user = await createUser({ role: "admin", name: "Auditor Arjun" });
  return { ...user, jar: await login(user.email, user.password) };
}
const entriesFor = (targetId: string) => db().select().from(adminAudit).where(eq(adminAudit.targetId, targetId));
const post = (path: string, jar: CookieJar, form: Record<string, string>) => send(path, { form, jar });

describe("what leaves an entry", () => {
  it("making and unmaking an admin, and resetting two-step verification", async () => {
    const admin = await anAdmin();
    const student = await createUser();
    await post("/admin/users", admin.jar, { intent: "set-role", userId: student.id, role: "admin" });
    await post("/admin/users", admin.jar, { intent: "set-role", userId: student.id, role: "user" });
    await turnOn(await login(student.email, student.password), student.password);
    await post("/admin/users", admin.jar, { intent: "reset-2fa", userId: student.id });
    const rows = await entriesFor(student.id);
    expect(rows.map((r) => r.action).sort()).toEqual(["role.grant", "role.revoke", "twoFactor.reset"]);
    expect(rows.every((r) => r.actorId === admin.id && r.actorEmail === admin.email && r.targetLabel === student.email)).toBe(true);
  });

  it("refused changes leave none", async () => {
    const admin = await anAdmin();
    await post("/admin/users", admin.jar, { intent: "set-role", userId: admin.id, role: "user" });
    await post("/admin/users", admin.jar, { intent: "set-role", userId: "nobody123", role: "admin" });
    expect(await entriesFor(admin.id)).toHaveLength(0);
    expect(await entriesFor("nobody123")).toHaveLength(0);
  });

  it("creating, publishing, unpublishing and deleting a course", async () => {
    const admin = await anAdmin();
    const added = await post("/admin/courses", admin.jar, { intent: "quick-add", name: "Audited Algebra", description: "Linear equations.", price: "0", videoURL: "https://www.youtube.com/embed/audit1" });
    expect(added.status).toBe(302);
    const [created] = await db().select().from(adminAudit).where(eq(adminAudit.targetLabel, "Audited Algebra"));
    expect(created.action).toBe("course.create");
    const courseId = created.targetId;
    await post(`/admin/courses/${courseId}`, admin.jar, { intent: "publish" });
    await post(`/admin/courses/${courseId}`, admin.jar, { intent: "unpublish" });
    await post(`/admin/courses/${courseId}`, admin.jar, { intent: "delete-confirmed" });
    expect((await entriesFor(courseId)).map((r) => r.action).sort()).toEqual(["course.create", "course.delete", "course.publish", "course.unpublish"]);
  });

  it("a refund and a reconcile", async () => {
    const admin = await anAdmin();
    const student = await createUser();
    const course = await createCourse({ tag: "Paid", priceRupees: 299 });
    const start = await startCheckout({ userId: student.id, type: "course", productId: String(course.id) });
    if (!start.ok) throw new Error("checkout");
    const payment = await new SandboxGateway().pay(start.order.gatewayOrderId, "success");
    await db().transaction((tx) => fulfilOrder(tx, { gatewayOrderId: start.order.gatewayOrderId, paymentId: payment.paymentId, amountPaise: start.order.amountPaise, currency: "INR", source: "test" }));
    const refunded = await post("/admin/orders", admin.jar, { intent: "refund-confirmed", orderId: start.order.id });
    expect(refunded.status).toBe(302);
    const [refund] = await entriesFor(start.order.id);
    expect(refund).toMatchObject({ action: "order.refund", actorId: admin.id, targetType: "order" });
    expect(refund.details).toMatchObject({ amountPaise: start.order.amountPaise });
    await post("/admin/orders", admin.jar, { intent: "reconcile" });
    const reconciles = await db().select().from(adminAudit).where(eq(adminAudit.action, "order.reconcile"));
    expect(reconciles.some((r) => r.actorId === admin.id)).toBe(true);
  });
});

describe("the audit page", () => {
  it("lists entries newest first with the admin and a link to the target, filters by action, in English and Hindi", async () => {
    const admin = await anAdmin();
    const student = await createUser();
    await post("/admin/users", admin.jar, { intent: "set-role", userId: student.id, role: "admin" });
    const page = await pageText(await send("/admin/audit", { jar: admin.jar }));
    expect(page).toContain("Made admin");
    expect(page).toContain(admin.email);
    expect(page).toContain(student.email);
    const filtered = await pageText(await send("/admin/audit?action=course.delete", { jar: admin.jar }));
    expect(filtered).not.toContain(student.email);
    expect(await pageText(await send("/admin/audit", { jar: admin.jar, headers: { "accept-language": "hi-IN" } }))).toContain("एडमिन बनाया");
    for (const q of ["?action=drop", "?page=-1", "?page=abc", `?action=${"x".repeat(3000)}`]) expect((await send(`/admin/audit${q}`, { jar: admin.jar })).status, q).toBe(200);
  });

  it("is for admins only", async () => {
    const student = await createUser();
    const jar = await login(student.email, student.password);
    expect((await send("/admin/audit", { jar })).headers.get("location")).toBe("/dashboard");
    expect((await send("/admin/audit")).headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Faudit");
  });
});
