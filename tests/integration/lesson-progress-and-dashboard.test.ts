// Issue 9 without JavaScript: Mark as Completed is a form post answered by a redirect to the next
// lesson (A3); the dashboard offers Review and the certificate at 100 % and lists purchases only (B).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orderItems, orders } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

async function enrolledStudent(lessonTypes: ("text" | "pdf" | "video")[] = ["text", "text", "text"]) {
  const c = await createCourse({ lessonTypes });
  const user = await createUser();
  const jar = await login(user.email, user.password);
  await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar });
  return { c, user, jar };
}

const complete = (courseId: number, lessonId: string, jar: Awaited<ReturnType<typeof login>>) =>
  send(`/courses/${courseId}/content?lesson=${lessonId}`, { form: { intent: "complete", lessonId }, jar });

describe("Mark as Completed as a plain form post", () => {
  it("redirects to the next lesson, whose page shows the new progress", async () => {
    const { c, jar } = await enrolledStudent();
    const res = await complete(c.id, c.lessonIds[0], jar);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/courses/${c.id}/content?lesson=${c.lessonIds[1]}`);
    const next = await pageText(await send(res.headers.get("location")!, { jar }));
    expect(next).toContain(`1 of 3 lessons completed`);
    expect(next).toContain("Lesson 2 | "); // the <title> of the lesson it moved to
  });

  it("after the last lesson goes back to a skipped one; when all are done it stays with the congratulations", async () => {
    const { c, jar } = await enrolledStudent();
    const [first, second, last] = c.lessonIds;
    expect((await complete(c.id, last, jar)).headers.get("location")).toBe(`/courses/${c.id}/content?lesson=${first}`);
    expect((await complete(c.id, first, jar)).headers.get("location")).toBe(`/courses/${c.id}/content?lesson=${second}`);
    const done = await complete(c.id, second, jar);
    expect(done.headers.get("location")).toBe(`/courses/${c.id}/content?lesson=${last}`);
    const html = await (await send(done.headers.get("location")!, { jar })).text();
    expect(await pageText(new Response(html))).toContain(`Congratulations! You have completed ${c.name}.`);
    expect(html).toContain(`href="/courses/${c.id}/certificate"`);
  });
});

describe("the dashboard", () => {
  it("shows Continue below 100 %, and Review with a certificate link at 100 %", async () => {
    const { c, jar } = await enrolledStudent(["text", "text"]);
    const before = await (await send("/dashboard", { jar })).text();
    expect(await pageText(new Response(before))).toContain("Continue");
    expect(before).not.toContain(`href="/courses/${c.id}/certificate"`);
    for (const id of c.lessonIds) await complete(c.id, id, jar);
    const after = await (await send("/dashboard", { jar })).text();
    const text = await pageText(new Response(after));
    expect(text).toContain("100% complete");
    expect(text).toContain("Review");
    expect(text).not.toContain("Continue");
    expect(after).toContain(`href="/courses/${c.id}/certificate"`);
  });

  it("lists paid orders under My orders, never failed, cancelled or abandoned ones", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password);
    const statuses = ["paid", "failed", "cancelled", "created", "attempted"] as const;
    for (const status of statuses) {
      const id = `ord_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
      await db()
        .insert(orders)
        .values({ id, userId: user.id, gateway: "sandbox", status, amountPaise: 49_900, paidAt: status === "paid" ? new Date() : null });
      await db().insert(orderItems).values({ orderId: id, productType: "course", productId: "1", name: `Dashboard ${status} course`, unitPricePaise: 49_900 });
    }
    const text = await pageText(await send("/dashboard", { jar }));
    expect(text).toContain("Dashboard paid course");
    for (const status of statuses.filter((s) => s !== "paid")) expect(text, status).not.toContain(`Dashboard ${status} course`);
  });
});
