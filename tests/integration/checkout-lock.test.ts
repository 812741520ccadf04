// Issue 13: the checkout lock holds across processes. It is a PostgreSQL advisory lock (no lock lives
// in the process any more), so two checkouts of one product by one student — double clicks, two
// tabs served by two instances — make one order and one gateway order, and a checkout waits while
// another process (here: a separate connection) holds the student's and product's lock.
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { orderItems, orders } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { checkoutLockKey } from "../../app/features/payments/checkout-lock.server";
import { startCheckout } from "../../app/features/payments/orders.server";
import { SandboxGateway } from "../../app/features/payments/sandbox-gateway.server";
import { createCourse, createUser } from "../support/factories";

/** The sandbox gateway, slowed down: a wide window for the two checkouts to overlap. */
class SlowGateway extends SandboxGateway {
  created = 0;
  override async createOrder(input: Parameters<SandboxGateway["createOrder"]>[0]) {
    this.created += 1;
    await new Promise((r) => setTimeout(r, 400));
    return super.createOrder(input);
  }
}

const openOrders = (userId: string, courseId: number) =>
  db()
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.productType, "course"), eq(orderItems.productId, String(courseId))));

describe("the checkout lock", () => {
  it("two concurrent checkouts of the same product by the same student make one order", async () => {
    const student = await createUser();
    const course = await createCourse({ tag: "Paid", priceRupees: 599 });
    const gateway = new SlowGateway();
    const [a, b] = await Promise.all([
      startCheckout({ userId: student.id, type: "course", productId: String(course.id), gateway }),
      startCheckout({ userId: student.id, type: "course", productId: String(course.id), gateway }),
    ]);
    if (!a.ok || !b.ok) throw new Error("checkout refused");
    expect(a.order.id).toBe(b.order.id);
    expect([a.reused, b.reused].sort()).toEqual([false, true]);
    expect(gateway.created).toBe(1);
    expect(await openOrders(student.id, course.id)).toEqual([{ id: a.order.id, status: "created" }]);
  });

  it("a checkout waits while another process holds the student's and product's lock", async () => {
    const student = await createUser();
    const course = await createCourse({ tag: "Paid", priceRupees: 699 });
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock(hashtextextended($1, 0))", [checkoutLockKey(student.id, "course", String(course.id))]);
      let done = false;
      const pending = startCheckout({ userId: student.id, type: "course", productId: String(course.id) }).then((r) => {
        done = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 800));
      expect(done).toBe(false);
      expect(await openOrders(student.id, course.id)).toEqual([]);
      // A checkout of another product by the same student is not held up.
      const otherCourse = await createCourse({ tag: "Paid", priceRupees: 299 });
      expect((await startCheckout({ userId: student.id, type: "course", productId: String(otherCourse.id) })).ok).toBe(true);

      await other.query("select pg_advisory_unlock(hashtextextended($1, 0))", [checkoutLockKey(student.id, "course", String(course.id))]);
      const result = await pending;
      expect(result.ok).toBe(true);
      expect(await openOrders(student.id, course.id)).toHaveLength(1);
    } finally {
      await other.end();
    }
  });
});
