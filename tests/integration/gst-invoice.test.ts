// GST tax invoices (issue 9 B, decision 021) and the payment result page, through the built app:
// orders are paid in the sandbox and fulfilled by its signed webhooks. What a student sees: a serial
// invoice number per financial year (consecutive, also under concurrent fulfilment, and no gap when a
// fulfilment rolls back), the seller's GSTIN, SAC 9992, the place of supply, CGST + SGST adding up to
// the total, on the page and in the PDF; and a success page that says what was bought and where the
// receipt is — or, for a cancelled or duplicate-paid order, what happened to the money.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invoiceCounters, orders } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { fulfilOrder, startCheckout } from "../../app/features/payments/orders.server";
import { fiscalYearOf, formatInvoiceNumber, istDate } from "../../app/features/payments/invoice-number";
import { deliverSandboxWebhooks, SandboxGateway } from "../../app/features/payments/sandbox-gateway.server";
import { formatPaise, gstSplit } from "../../app/features/payments/pricing";
import { type CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";
import { pdfPageText } from "../support/pdf-text";

const deliverWebhooks = () => deliverSandboxWebhooks((body, headers) => send("/api/payment/webhook", { method: "POST", headers, body }).then((r) => r.status));
type Course = Awaited<ReturnType<typeof createCourse>>;
type Student = { id: string; jar: CookieJar };

async function student(name = "Invoice Student"): Promise<Student> {
  const u = await createUser({ name });
  return { id: u.id, jar: await login(u.email, u.password) };
}

async function openOrder(userId: string, course: Course) {
  const start = await startCheckout({ userId, type: "course", productId: String(course.id) });
  if (!start.ok) throw new Error(`checkout refused: ${start.error.messageKey}`);
  return start.order;
}

/** Paid on the sandbox sheet, verified by the return URL, as in the browser. */
async function paidOrder(s: Student, course: Course) {
  const order = await openOrder(s.id, course);
  const pressed = await send(`/sandbox/pay/${order.gatewayOrderId}`, { form: { intent: "success" }, jar: s.jar });
  expect(pressed.status).toBe(302);
  const back = await send(pressed.headers.get("location")!, { jar: s.jar });
  expect(back.headers.get("location")).toBe(`/checkout/course/${course.id}/result?order=${order.id}`);
  await deliverWebhooks();
  return { ...order, row: await orderRow(order.id) };
}

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const serial = (invoiceNumber: string | null) => Number(invoiceNumber?.split("/")[2]);
const thisYear = () => fiscalYearOf(new Date());

describe("invoice numbers", () => {
  it("gives two paid orders consecutive numbers of this financial year, dated today in India", async () => {
    const s = await student();
    const first = await paidOrder(s, await createCourse({ tag: "Paid", priceRupees: 499 }));
    const second = await paidOrder(s, await createCourse({ tag: "Paid", priceRupees: 799 }));
    const short = thisYear().slice(2);
    expect(first.row.invoiceNumber).toMatch(new RegExp(`^VP/${short}/\\d{6}$`));
    expect(serial(second.row.invoiceNumber)).toBe(serial(first.row.invoiceNumber) + 1);
    expect(second.row.invoiceNumber).toBe(formatInvoiceNumber(thisYear(), serial(second.row.invoiceNumber)));
    expect(first.row.invoiceDate).toBe(istDate(first.row.paidAt!));
    // The webhooks that arrive after the return URL fulfilled the order change nothing.
    await deliverWebhooks();
    expect((await orderRow(first.id)).invoiceNumber).toBe(first.row.invoiceNumber);
  });

  it("gives 10 concurrent fulfilments 10 distinct consecutive numbers", async () => {
    const pending = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const u = await createUser();
        return openOrder(u.id, await createCourse({ tag: "Paid", priceRupees: 349 }));
      }),
    );
    const results = await Promise.all(
      pending.map((o, i) => db().transaction((tx) => fulfilOrder(tx, { gatewayOrderId: o.gatewayOrderId, paymentId: `pay_concurrent${String(i).padStart(4, "0")}`, amountPaise: o.amountPaise, currency: "INR", source: "test" }))),
    );
    expect(results).toEqual(Array(10).fill("paid"));
    const numbers = await Promise.all(pending.map(async (o) => (await orderRow(o.id)).invoiceNumber));
    const serials = numbers.map(serial).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(10);
    expect(serials[9] - serials[0]).toBe(9);
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.fiscalYear, thisYear()));
    expect(counter.lastNumber).toBe(serials[9]);
  });

  it("leaves no gap when a fulfilment rolls back: the next paid order takes the number it had", async () => {
    const u = await createUser();
    const rolledBack = await openOrder(u.id, await createCourse({ tag: "Paid", priceRupees: 199 }));
    const [before] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.fiscalYear, thisYear()));
    await expect(
      db().transaction(async (tx) => {
        expect(await fulfilOrder(tx, { gatewayOrderId: rolledBack.gatewayOrderId, paymentId: "pay_rolledBack0001", amountPaise: rolledBack.amountPaise, currency: "INR", source: "test" })).toBe("paid");
        throw new Error("the webhook's transaction failed after fulfilment");
      }),
    ).rejects.toThrow(/transaction failed/);
    expect((await orderRow(rolledBack.id)).invoiceNumber).toBeNull();
    const s = await student();
    const next = await paidOrder(s, await createCourse({ tag: "Paid", priceRupees: 299 }));
    expect(serial(next.row.invoiceNumber)).toBe(before.lastNumber + 1);
  });

  it("keeps the number unique in the database", async () => {
    const s = await student();
    const a = await paidOrder(s, await createCourse({ tag: "Paid", priceRupees: 499 }));
    const b = await paidOrder(s, await createCourse({ tag: "Paid", priceRupees: 499 }));
    await expect(db().update(orders).set({ invoiceNumber: a.row.invoiceNumber }).where(eq(orders.id, b.id))).rejects.toThrow();
    expect((await db().execute(sql`select count(*)::int as n from orders where invoice_number = ${a.row.invoiceNumber}`)).rows[0]).toEqual({ n: 1 });
  });
});

describe("the tax invoice a student sees", () => {
  let s: Student;
  let order: Awaited<ReturnType<typeof paidOrder>>;
  const split = gstSplit(99_900, "intraState");
  beforeAll(async () => {
    s = await student("Meera Invoice");
    order = await paidOrder(s, await createCourse({ tag: "Paid", priceRupees: 999, name: "Invoice Physics" }));
  });

  it("is a Tax Invoice with number, date, seller GSTIN and state, SAC 9992, place of supply and CGST + SGST", async () => {
    const res = await send(`/orders/${order.id}`, { jar: s.jar });
    expect(res.status).toBe(200);
    const text = await pageText(res);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(`Invoice No.: ${order.row.invoiceNumber}`);
    expect(text).toContain("Invoice date");
    expect(text).toContain("Vidyapath Learning Pvt. Ltd.");
    expect(text).toContain("GSTIN: 07AABCV1234F1Z5");
    expect(text).toContain("State: Delhi (code 07)");
    expect(text).toContain("Place of supply Delhi (code 07)");
    expect(text).toContain("Tax payable on reverse charge No");
    expect(text).toContain("SAC 9992 (education services)");
    expect(split).toMatchObject({ taxablePaise: 84_661, cgstPaise: 7_620, sgstPaise: 7_619 });
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(99_900);
    expect(text).toContain(`Taxable value ${formatPaise(84_661)}`);
    expect(text).toContain(`CGST @ 9% (included) ${formatPaise(7_620)}`);
    expect(text).toContain(`SGST @ 9% (included) ${formatPaise(7_619)}`);
    expect(text).toContain(`Total paid ${formatPaise(99_900)}`);
    expect(text).not.toContain("IGST");
  });

  it("reads कर बीजक in Hindi", async () => {
    const jar = s.jar.clone();
    jar.cookies.set("vp_lang", "hi");
    const text = await pageText(await send(`/orders/${order.id}`, { jar }));
    expect(text).toContain("कर बीजक");
    expect(text).toContain(`बीजक संख्या: ${order.row.invoiceNumber}`);
    expect(text).toContain("आपूर्ति का स्थान");
  });

  it("prints the same invoice in the PDF", async () => {
    const res = await send(`/orders/${order.id}/receipt.pdf`, { jar: s.jar });
    expect(res.status).toBe(200);
    const lines = await pdfPageText(new Uint8Array(await res.arrayBuffer()));
    for (const line of [
      "TAX INVOICE",
      `Invoice No. ${order.row.invoiceNumber}`,
      "Vidyapath Learning Pvt. Ltd.",
      "GSTIN: 07AABCV1234F1Z5",
      "State: Delhi (code 07)",
      "Place of supply",
      "SAC 9992 (education services)",
      "CGST @ 9%",
      "76.20",
      "SGST @ 9%",
      "76.19",
      "846.61",
      "INR 999.00",
    ])
      expect(lines).toContain(line);
    expect(lines.some((l) => l.startsWith("Invoice date "))).toBe(true);
    expect(lines.join("\n")).not.toContain("IGST");
  });

  it("says 'Refunded on …' on the page and in the PDF once refunded, keeping the invoice number", async () => {
    const admin = await createUser({ role: "admin" });
    const adminJar = await login(admin.email, admin.password);
    const refunded = await paidOrder(s, await createCourse({ tag: "Paid", priceRupees: 599 }));
    const refund = await send("/admin/orders", { form: { intent: "refund-confirmed", orderId: refunded.id }, jar: adminJar });
    expect(refund.status).toBeLessThan(400);
    await deliverWebhooks();
    const row = await orderRow(refunded.id);
    expect(row.status).toBe("refunded");
    expect(row.invoiceNumber).toBe(refunded.row.invoiceNumber);
    const text = await pageText(await send(`/orders/${refunded.id}`, { jar: s.jar }));
    expect(text).toMatch(/Refunded on \d{1,2} \w{3} \d{4}\./);
    expect(text).toContain(refunded.row.invoiceNumber!);
    const lines = await pdfPageText(new Uint8Array(await (await send(`/orders/${refunded.id}/receipt.pdf`, { jar: s.jar })).arrayBuffer()));
    expect(lines.some((l) => l.startsWith("Refunded on "))).toBe(true);
  });
});

describe("the payment result page", () => {
  it("shows what was bought, the GST-inclusive amount, ids, invoice number, Open Course and both receipt links", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 1499, name: "Result Chemistry" });
    const order = await paidOrder(s, course);
    const res = await send(`/checkout/${course.id}/result?order=${order.id}`, { jar: s.jar });
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = await pageText(new Response(html));
    expect(text).toContain(`Payment successful! Payment ID: ${order.row.paymentId}`);
    expect(text).toContain("Result Chemistry");
    expect(text).toContain(`Amount paid ${formatPaise(149_900)} (incl. GST of ${formatPaise(gstSplit(149_900, "intraState").gstPaise)})`);
    expect(text).toContain(`Order ID ${order.id}`);
    expect(text).toContain(`Payment ID ${order.row.paymentId}`);
    expect(text).toContain(`Invoice No. ${order.row.invoiceNumber}`);
    expect(text).toContain("Date of payment");
    expect(html).toMatch(new RegExp(`<a[^>]*href="/courses/${course.id}/content"[^>]*>Open Course</a>`));
    expect(html).toMatch(new RegExp(`<a[^>]*href="/orders/${order.id}"[^>]*>View receipt</a>`));
    expect(html).toMatch(new RegExp(`<a[^>]*href="/orders/${order.id}/receipt.pdf"[^>]*>Download receipt \\(PDF\\)</a>`));
    expect(html).toMatch(/<img[^>]*src="\/images\/courses\/test.svg"/); // the factory course's thumbnail
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("refreshes itself while the payment is being confirmed", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 399 });
    const order = await openOrder(s.id, course);
    const html = await (await send(`/checkout/${course.id}/result?order=${order.id}`, { jar: s.jar })).text();
    expect(html).toContain('http-equiv="refresh"');
    const text = await pageText(new Response(html));
    expect(text).toContain("Confirming your payment");
    expect(text).not.toContain("Open Course");
    expect(text).not.toContain("View receipt");
  });

  it("says a cancelled order was not paid, and a duplicate payment on it is refunded while the course stays open", async () => {
    const s = await student();
    // An order left open for over 30 minutes is superseded by the next checkout (decision 020).
    const other = await createCourse({ tag: "Paid", priceRupees: 899 });
    const first = await openOrder(s.id, other);
    await db().update(orders).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(orders.id, first.id));
    const second = await openOrder(s.id, other);
    expect((await orderRow(first.id)).status).toBe("cancelled");
    const cancelledText = await pageText(await send(`/checkout/${other.id}/result?order=${first.id}`, { jar: s.jar }));
    expect(cancelledText).toContain("This order was cancelled");
    expect(cancelledText).toContain("We received no payment for it.");
    expect(cancelledText).not.toContain("Confirming your payment");
    expect(cancelledText).not.toContain("Open Course");

    // The student pays the second order, then the gateway captures on the first one's stale sheet.
    await paidOrderFor(s, other, second);
    await new SandboxGateway().pay(first.gatewayOrderId, "success");
    await deliverWebhooks();
    const dupHtml = await (await send(`/checkout/${other.id}/result?order=${first.id}`, { jar: s.jar })).text();
    const dupText = await pageText(new Response(dupHtml));
    expect(dupText).toContain("You already own this course, so this second payment will be refunded automatically.");
    expect(dupText).toContain("That payment has already been refunded");
    expect(dupHtml).toMatch(new RegExp(`href="/courses/${other.id}/content"[^>]*>Open Course`));
    expect(dupText).not.toContain("Payment successful!");
  });

  it("is a 404 for another student's order and for a malformed order id", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 499 });
    const order = await paidOrder(s, course);
    const other = await student("Someone Else");
    expect((await send(`/checkout/${course.id}/result?order=${order.id}`, { jar: other.jar })).status).toBe(404);
    expect((await send(`/checkout/${course.id}/result?order=nonsense`, { jar: s.jar })).status).toBe(404);
    expect((await send(`/checkout/${course.id}/result`, { jar: s.jar })).status).toBe(404);
  });
});

/** Pays an order that is already open, on its sheet, through the return URL. */
async function paidOrderFor(s: Student, course: Course, order: { id: string; gatewayOrderId: string }) {
  const pressed = await send(`/sandbox/pay/${order.gatewayOrderId}`, { form: { intent: "success" }, jar: s.jar });
  expect(pressed.status).toBe(302);
  await send(pressed.headers.get("location")!, { jar: s.jar });
  await deliverWebhooks();
  expect((await orderRow(order.id)).status).toBe("paid");
}
