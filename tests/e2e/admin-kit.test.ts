// The admin kit in the browser (issue 9, B and D): an admin clicks from the navbar to courses, orders
// and users, at 360×740 and at 1280 px, in English and in Hindi — searches, sorts by a header, pages,
// deletes a course after its confirmation (recorded in the audit trail), refunds an order and makes a
// student an admin. Every row action is on screen at 360 px without scrolling the table sideways.
// The admin is signed in through a stored session; courses and the paid order are inserted straight
// into the e2e server's database (the sandbox gateway's own records included, so the real refund
// path runs).
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatPaise } from "~/features/payments/pricing";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext } from "../support/browser";
import { AdminListPage, type Lang } from "../support/pages/admin-lists";
import { adminContext, signUp } from "../support/session";

let browser: Browser;
let pool: pg.Pool;
beforeAll(async () => {
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 2 });
});
afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

// Screenshots for a person to look at, only when asked: ADMIN_KIT_SHOTS=/some/dir.
const SHOTS = process.env.ADMIN_KIT_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-top.png` });
  await page.locator("tbody tr").first().evaluate((row) => row.scrollIntoView({ block: "start" }));
  await page.evaluate(() => window.scrollBy(0, -80)); // below the sticky navbar
  await page.screenshot({ path: `${SHOTS}/${name}-table.png` });
}

async function insertCourses(tag: string, n: number) {
  for (let i = 0; i < n; i++) {
    await pool.query("insert into courses (name, category, description, tag, price_rupees, published) values ($1, 'Class 10th', 'A course.', 'Paid', $2, $3)", [`${tag} ${String(i).padStart(2, "0")}`, 100 + i, i % 2 === 0]);
  }
}

async function paidOrderFor(email: string, suffix: string) {
  const { rows } = await pool.query<{ id: string }>("select id from users where email = $1", [email]);
  const orderId = `ord_kit${suffix}`;
  const paymentId = `pay_kit${suffix}`;
  const gatewayOrderId = `order_kit${suffix}`;
  const course = await pool.query<{ id: number }>("insert into courses (name, category, description, tag, price_rupees, published) values ($1, 'Class 10th', 'A course.', 'Paid', 499, true) returning id", [`Kit Refund ${suffix}`]);
  await pool.query("insert into sandbox_orders (id, amount_paise, currency, receipt, status, amount_paid) values ($1, 49900, 'INR', $2, 'paid', 49900)", [gatewayOrderId, orderId]);
  await pool.query("insert into sandbox_payments (id, order_id, amount_paise, status) values ($1, $2, 49900, 'captured')", [paymentId, gatewayOrderId]);
  await pool.query("insert into orders (id, user_id, gateway, gateway_order_id, status, amount_paise, payment_id, paid_at) values ($1, $2, 'sandbox', $3, 'paid', 49900, $4, now())", [orderId, rows[0].id, gatewayOrderId, paymentId]);
  await pool.query("insert into order_items (order_id, product_type, product_id, name, unit_price_paise) values ($1, 'course', $2, $3, 49900)", [orderId, String(course.rows[0].id), `Kit Refund ${suffix}`]);
  return orderId;
}

const SIZES = [
  { name: "360", opts: { phone: true, viewport: { width: 360, height: 740 } } },
  { name: "1280", opts: { viewport: { width: 1280, height: 800 } } },
] as const;

describe("the admin kit, clicked through", () => {
  for (const size of SIZES) {
    for (const lang of ["en", "hi"] as Lang[]) {
      it(`courses: search, page, sort and delete with confirmation (${size.name} px, ${lang})`, async () => {
        const tag = `Kit${randomBytes(4).toString("hex")}`;
        await insertCourses(tag, 27);
        const { context, page } = await adminContext(browser, size.opts);
        if (lang === "hi") await context.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
        const kit = new AdminListPage(page, lang);
        await gotoHydrated(page, "/");
        await kit.openFromNavbar("admin.manageCourses", "/admin/courses");

        await kit.search("admin.courses.search.label", tag, "admin.courses.search.submit");
        // The URL changes before React commits the new list (navigations render in a transition).
        await expect.poll(() => page.getByText(kit.t("pager.page", { page: 1, pages: 2 })).count()).toBe(1);
        await expect.poll(() => kit.bodyRows().filter({ hasText: tag }).count()).toBe(25);
        expect(await kit.bodyRows().count()).toBe(25);
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, `courses-${size.name}-${lang}`);
        await expectNoAxeViolations(page);

        await kit.goToPage(true, 2);
        await expect.poll(() => kit.bodyRows().count()).toBe(2);
        await expect.poll(() => kit.bodyRows().first().textContent()).toContain(`${tag} 01`); // newest first: 01, 00

        await kit.sortBy("adminCourses.col.name", "asc");
        expect(new URL(page.url()).searchParams.get("page")).toBeNull(); // a new order starts at page 1
        await expect.poll(() => kit.bodyRows().first().textContent()).toContain(`${tag} 00`);
        await kit.sortBy("adminCourses.col.name", "desc");
        await expect.poll(() => kit.bodyRows().first().textContent()).toContain(`${tag} 26`);

        const name = `${tag} 26`;
        const del = page.getByRole("button", { name: `${kit.t("adminCourses.delete")} ${name}`, exact: true });
        await kit.expectOnScreen(del);
        await del.click();
        await kit.confirm(kit.t("adminCourses.delete.confirmHeading", { name }), kit.t("adminCourses.delete.confirm"), async () => {
          await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("confirm-delete-heading"); // focus moved to the question
          await expectNoAxeViolations(page);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/courses-confirm-${size.name}-${lang}.png` });
        });
        await expect.poll(() => page.getByRole("status").filter({ hasText: kit.t("adminCourses.notice.deleted") }).count()).toBe(1);
        expect((await pool.query("select 1 from courses where name = $1", [name])).rowCount).toBe(0);
        const audit = await pool.query<{ action: string }>("select action from admin_audit where target_label = $1", [name]);
        expect(audit.rows.map((r) => r.action)).toEqual(["course.delete"]);
        await context.close();
      });

      it(`orders: Refund on screen and confirmed; users: role change on screen and confirmed (${size.name} px, ${lang})`, async () => {
        const visitor = await newContext(browser);
        const student = await signUp(visitor, "Kit Kavya");
        await visitor.close();
        const orderId = await paidOrderFor(student.email, randomBytes(6).toString("hex"));
        const { context, page } = await adminContext(browser, size.opts);
        if (lang === "hi") await context.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
        const kit = new AdminListPage(page, lang);
        await gotoHydrated(page, "/");

        await kit.openFromNavbar("admin.manageOrders", "/admin/orders");
        await kit.search("adminOrders.filter.q", student.email, "adminOrders.filter.apply");
        await expect.poll(() => kit.bodyRows().count()).toBe(1);
        const refund = page.getByRole("button", { name: `${kit.t("adminOrders.refund")} ${orderId}` });
        await kit.expectOnScreen(refund);
        expect(await page.getByTestId("orders-table-wrapper").evaluate((el) => el.scrollLeft)).toBe(0);
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, `orders-${size.name}-${lang}`);
        await expectNoAxeViolations(page);
        await refund.click();
        await kit.confirm(kit.t("adminOrders.refund.confirmHeading", { id: orderId }), kit.t("adminOrders.refund.confirm", { amount: formatPaise(49_900, lang) }));
        await expect.poll(() => page.getByRole("status").filter({ hasText: kit.t("adminOrders.notice.refunded", { id: orderId }) }).count()).toBe(1);
        expect(new URL(page.url()).searchParams.get("q")).toBe(student.email); // the search survives the refund

        await kit.openFromNavbar("admin.manageUsers", "/admin/users");
        await kit.search("adminUsers.filters.search", student.email, "adminUsers.filters.apply");
        await expect.poll(() => kit.bodyRows().count()).toBe(1);
        const promote = page.getByRole("button", { name: `${kit.t("adminUsers.promote")} ${student.email}` });
        await kit.expectOnScreen(promote);
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, `users-${size.name}-${lang}`);
        await expectNoAxeViolations(page);
        await promote.click();
        await kit.confirm(kit.t("adminUsers.confirm.promoteHeading", { name: "Kit Kavya" }), kit.t("adminUsers.promote"));
        await expect.poll(() => page.getByRole("status").filter({ hasText: kit.t("adminUsers.notice.promoted", { name: "Kit Kavya" }) }).count()).toBe(1);
        await expect.poll(() => kit.bodyRows().first().getByText(kit.t("adminUsers.role.admin"), { exact: true }).count()).toBe(1);

        // The change is in the audit trail, found by the student's e-mail.
        await kit.openFromNavbar("admin.audit", "/admin/audit");
        await kit.search("admin.audit.search.label", student.email, "adminAudit.apply");
        await expect.poll(() => kit.bodyRows().count()).toBe(1); // the role change (the refund's entry names the order)
        expect(await kit.bodyRows().first().textContent()).toContain(kit.t("adminAudit.action.role.grant"));
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, `audit-${size.name}-${lang}`);
        await expectNoAxeViolations(page);
        await context.close();
      });
    }
  }
});
