// Receipts and admin orders in the browser: the receipt page and the dashboard's order history
// (desktop and phone, English and Hindi), the admin order list with its filters, and a refund with the
// no-JavaScript confirmation step — all without axe violations or sideways scrolling on a phone.
// The paid order is inserted straight into the e2e server's database, with the sandbox gateway's own
// records of the payment, so the real refund path (gateway → applyRefund) runs. Student and admin are
// signed in through stored sessions (tests/support/session.ts), not the login form.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext } from "../support/browser";
import { AdminOrdersPage } from "../support/pages/admin-orders";
import { DashboardPage } from "../support/pages/dashboard";
import { adminContext, contextSignedInAs, signUp, type Credentials } from "../support/session";

let browser: Browser;
let pool: pg.Pool;
let student: Credentials;
const suffix = randomBytes(6).toString("hex");
const orderId = `ord_e2e${suffix}`;
const paymentId = `pay_e2e${suffix}`;
const courseName = `E2E Receipt Maths गणित ${suffix}`;

beforeAll(async () => {
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 2 });
  const context = await newContext(browser);
  student = await signUp(context, "Receipt Student");
  await context.close();
  const { rows } = await pool.query<{ id: string }>("select id from users where email = $1", [student.email]);
  const userId = rows[0].id;
  const course = await pool.query<{ id: number }>("insert into courses (name, category, description, tag, price_rupees, published) values ($1, 'Class 10th', 'A course.', 'Paid', 1299, true) returning id", [courseName]);
  const courseId = course.rows[0].id;
  const gatewayOrderId = `order_e2e${suffix}`;
  await pool.query("insert into sandbox_orders (id, amount_paise, currency, receipt, status, amount_paid) values ($1, 129900, 'INR', $2, 'paid', 129900)", [gatewayOrderId, orderId]);
  await pool.query("insert into sandbox_payments (id, order_id, amount_paise, status) values ($1, $2, 129900, 'captured')", [paymentId, gatewayOrderId]);
  await pool.query("insert into orders (id, user_id, gateway, gateway_order_id, status, amount_paise, payment_id, paid_at) values ($1, $2, 'sandbox', $3, 'paid', 129900, $4, now())", [orderId, userId, gatewayOrderId, paymentId]);
  await pool.query("insert into order_items (order_id, product_type, product_id, name, unit_price_paise) values ($1, 'course', $2, $3, 129900)", [orderId, String(courseId), courseName]);
  await pool.query("insert into entitlements (user_id, product_type, product_id, order_id) values ($1, 'course', $2, $3)", [userId, String(courseId), orderId]);
  await pool.query("insert into enrollments (user_id, course_id, source) values ($1, $2, 'purchase')", [userId, courseId]);
});

afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

/** Errors the page logs (a hydration mismatch, a failed request): none are expected. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

async function checkPage(page: Page, path: string, phone: boolean) {
  const response = await gotoHydrated(page, path);
  expect(response?.status(), path).toBe(200);
  if (phone) expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBe(0);
  await expectNoAxeViolations(page);
}

describe("receipt and order history", () => {
  for (const phone of [false, true]) {
    it(`shows the receipt and the dashboard's orders accessibly${phone ? " on a phone" : ""}`, async () => {
      const { context, page } = await contextSignedInAs(browser, student, { phone });
      const errors = consoleErrors(page);
      await checkPage(page, `/orders/${orderId}`, phone);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Payment receipt");
      expect(await page.getByText(paymentId).count()).toBe(1);
      expect(await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(`/orders/${orderId}/receipt.pdf`);

      await checkPage(page, "/dashboard", phone);
      const dashboard = new DashboardPage(page);
      expect(await dashboard.orders().getByText(courseName, { exact: true }).count()).toBe(1);
      await dashboard.openReceipt(orderId);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("reads in Hindi", async () => {
    const { context, page } = await contextSignedInAs(browser, student, { phone: true });
    await context.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
    await checkPage(page, `/orders/${orderId}`, true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("भुगतान की रसीद");
    await context.close();
  });
});

describe("admin orders", () => {
  // Issue 9, B2: at 360 px the Refund button sat in the last column of a 60rem table, off screen.
  it("at 360 px the Refund button is on screen once its table is, and no admin table page scrolls sideways", async () => {
    const { context, page } = await adminContext(browser, { phone: true, viewport: { width: 360, height: 740 } });
    await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(student.email)}&status=paid`);
    const refund = new AdminOrdersPage(page).refundButton(orderId);
    await page.getByTestId("orders-table-wrapper").scrollIntoViewIfNeeded();
    await refund.scrollIntoViewIfNeeded(); // vertical only: the wrapper is not scrolled sideways
    expect(await page.getByTestId("orders-table-wrapper").evaluate((el) => el.scrollLeft)).toBe(0);
    const box = (await refund.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The first column (the order) is readable beside it.
    const first = (await page.getByRole("rowheader").filter({ hasText: orderId }).boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual(0);
    expect(first.x + first.width).toBeLessThanOrEqual(box.x);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    for (const path of ["/admin/users", "/admin/courses"]) {
      await gotoHydrated(page, path);
      expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBe(0);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });

  it("lists, filters and refunds with a confirmation, accessibly on desktop and phone", async () => {
    for (const phone of [true, false]) {
      const { context, page } = await adminContext(browser, { phone });
      const errors = consoleErrors(page);
      await checkPage(page, "/admin/orders", phone);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Orders and refunds");
      const orders = new AdminOrdersPage(page);
      await orders.filter({ search: student.email, status: "paid" });
      // The URL changes before React commits the filtered table (navigations render in a transition).
      await expect.poll(() => orders.rows().count()).toBe(1);
      expect(await page.getByRole("row").filter({ hasText: orderId }).count()).toBe(1);
      await expectNoAxeViolations(page);
      if (!phone) {
        await orders.refund(orderId, () => expectNoAxeViolations(page));
        expect(page.url()).toContain("status=paid"); // the filters survive the refund
        expect(await page.locator("tbody tr").count()).toBe(0);
        await expectNoAxeViolations(page);
        const { rows } = await pool.query<{ status: string }>("select status from orders where id = $1", [orderId]);
        expect(rows[0].status).toBe("refunded");
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
