// /admin/resources in the browser (decision 034), clicked from the navbar at 360×740 and 1280 px, in
// English and Hindi: the spec's quick add refuses empty and whitespace-only fields with its message;
// an admin creates a paid PDF note by uploading a real PDF (made here with pdf-lib), finds it in the
// list, unpublishes it and deletes it after the confirmation. axe on the list and the editor.
// ADMIN_RESOURCES_SHOTS=dir saves screenshots of the list and the editor for a person to look at.
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, waitForHydration } from "../support/browser";
import { AdminListPage, type Lang } from "../support/pages/admin-lists";
import { adminContext } from "../support/session";

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

const SHOTS = process.env.ADMIN_RESOURCES_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
}

async function samplePdf(title: string, pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([420, 595]).drawText(`${title} — page ${i}`, { x: 40, y: 520, size: 18, font });
  return Buffer.from(await doc.save());
}

const SIZES = [
  { name: "360", opts: { phone: true, viewport: { width: 360, height: 740 } } },
  { name: "1280", opts: { viewport: { width: 1280, height: 800 } } },
] as const;

describe("admin study resources, clicked through", () => {
  for (const size of SIZES) {
    for (const lang of ["en", "hi"] as Lang[]) {
      it(`quick add refuses blanks; create a paid PDF note with an upload, unpublish, delete (${size.name} px, ${lang})`, async () => {
        const title = `Optics ${randomBytes(3).toString("hex")} ${size.name}${lang}`;
        const { context, page } = await adminContext(browser, size.opts);
        if (lang === "hi") await context.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
        const kit = new AdminListPage(page, lang);
        await gotoHydrated(page, "/");
        await kit.openFromNavbar("admin.manageResources", "/admin/resources");

        // The spec's quick add: empty, then whitespace only.
        const quick = page.getByRole("region", { name: kit.t("adminResources.quick.heading") });
        const required = quick.getByRole("alert").filter({ hasText: kit.t("adminResources.quick.required") });
        await quick.getByRole("button", { name: kit.t("adminResources.quick.submit") }).click();
        await expect.poll(() => required.count()).toBe(1);
        await quick.getByLabel(kit.t("adminResources.quick.title")).fill("   ");
        await quick.getByLabel(kit.t("adminResources.quick.link")).fill("  ");
        await quick.getByRole("button", { name: kit.t("adminResources.quick.submit") }).click();
        await expect.poll(() => required.count()).toBe(1);
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, `list-${size.name}-${lang}`);
        await expectNoAxeViolations(page);

        // The full editor: a paid PDF note with a real PDF.
        await page.getByRole("link", { name: kit.t("adminResources.new") }).click();
        await page.waitForURL((u) => u.pathname === "/admin/resources/new");
        await waitForHydration(page);
        await page.getByLabel(kit.t("adminResources.field.title"), { exact: true }).fill(title);
        await page.getByLabel(kit.t("adminResources.field.class")).selectOption("12th");
        await page.getByLabel(kit.t("adminResources.field.subject")).fill("Physics");
        await page.getByLabel(kit.t("adminResources.field.exam")).fill("JEE");
        await page.getByLabel(kit.t("adminResources.field.price")).fill("149");
        await page.getByLabel(kit.t("adminResources.field.previewPages")).fill("2");
        await page.getByLabel(kit.t("adminResources.field.published")).check();
        await page.getByLabel(kit.t("adminResources.field.file")).setInputFiles({ name: "optics.pdf", mimeType: "application/pdf", buffer: await samplePdf(title, 5) });
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, `editor-new-${size.name}-${lang}`);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: kit.t("adminResources.create") }).click();
        await page.waitForURL((u) => /^\/admin\/resources\/\d+$/.test(u.pathname));
        await expect.poll(() => page.getByRole("status").filter({ hasText: kit.t("adminResources.notice.saved") }).count()).toBe(1);
        const { rows } = await pool.query<{ id: number; page_count: number; published: boolean; price_rupees: number; preview_key: string; file_key: string }>("select id, page_count, published, price_rupees, preview_key, file_key from resources where title = $1", [title]);
        expect(rows[0]).toMatchObject({ page_count: 5, published: true, price_rupees: 149 });
        expect(rows[0].preview_key).not.toBe(rows[0].file_key);
        await shot(page, `editor-edit-${size.name}-${lang}`);
        await expectNoAxeViolations(page);

        // Back to the list: find it, unpublish it, delete it.
        await page.getByRole("link", { name: kit.t("adminResources.backToList") }).click();
        await page.waitForURL((u) => u.pathname === "/admin/resources");
        await waitForHydration(page);
        await kit.search("adminResources.search.label", title, "adminResources.search.submit");
        await expect.poll(() => kit.bodyRows().filter({ hasText: title }).count()).toBe(1);
        expect(await kit.bodyRows().first().textContent()).toContain("₹149");
        await shot(page, `list-found-${size.name}-${lang}`);

        const unpublish = page.getByRole("button", { name: `${kit.t("adminResources.unpublish")} ${title}`, exact: true });
        await kit.expectOnScreen(unpublish);
        await unpublish.click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: kit.t("adminResources.notice.unpublished", { name: title }) }).count()).toBe(1);
        expect((await pool.query("select published from resources where id = $1", [rows[0].id])).rows[0].published).toBe(false);

        const del = page.getByRole("button", { name: `${kit.t("adminResources.delete")} ${title}`, exact: true });
        await kit.expectOnScreen(del);
        await del.click();
        await kit.confirm(kit.t("adminResources.delete.confirmHeading", { name: title }), kit.t("adminResources.delete.confirm"), async () => {
          await expectNoAxeViolations(page);
        });
        await expect.poll(() => page.getByRole("status").filter({ hasText: kit.t("adminResources.notice.deleted") }).count()).toBe(1);
        expect((await pool.query("select 1 from resources where id = $1", [rows[0].id])).rowCount).toBe(0);
        const audit = await pool.query<{ action: string }>("select action from admin_audit where target_type = 'resource' and target_id = $1 order by at", [String(rows[0].id)]);
        expect(audit.rows.map((r) => r.action)).toEqual(["resource.create", "resource.unpublish", "resource.delete"]);
        await context.close();
      });
    }
  }
});
