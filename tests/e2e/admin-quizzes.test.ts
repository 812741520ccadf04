// /admin/quizzes in the browser (decision 041), clicked like an admin would: from the navbar to
// Quizzes, New, the JEE Main preset (three sections filled), a question with LaTeX and its live
// preview, a CSV with a bad row (the row's error shown, nothing imported) then a good one, publish (the
// quiz appears in GET /api/quizzes), preview as a student (a preview attempt opens the runner's URL);
// and at 360 px the list's row actions are on screen. ADMIN_QUIZZES_SHOTS=dir saves screenshots.
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  gotoHydrated,
  horizontalOverflow,
  launchBrowser,
  waitForHydration,
} from "../support/browser";
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

const SHOTS = process.env.ADMIN_QUIZZES_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const BAD_CSV =
  "type,text_en,option_a,option_b,option_c,option_d,correct\nsingle,Good row,1,2,3,4,B\nsingle,Bad row,1,2,3,4,E\n";
const GOOD_CSV =
  'type,text_en,text_hi,option_a,option_b,correct,tolerance\nsingle,"Which is larger, $2^{10}$ or $10^3$?","कौन बड़ा है, $2^{10}$ या $10^3$?",$2^{10}$,$10^3$,A,\nnumeric,"Moles in 18 g of\nwater?",,,,1,0\n';

describe("admin quiz editor, clicked through", () => {
  for (const lang of ["en", "hi"] as Lang[]) {
    it(`JEE Main preset → question with live preview → CSV import → publish → preview as a student (1280 px, ${lang})`, async () => {
      const title = `JEE drill ${randomBytes(3).toString("hex")} ${lang}`;
      const { context, page } = await adminContext(browser, {
        viewport: { width: 1280, height: 900 },
      });
      if (lang === "hi")
        await context.addCookies([
          { name: "vp_lang", value: "hi", url: inject("baseUrl") },
        ]);
      const kit = new AdminListPage(page, lang);
      await gotoHydrated(page, "/");
      await kit.openFromNavbar("admin.manageQuizzes", "/admin/quizzes");
      await shot(page, `list-1280-${lang}`);

      await page.getByRole("link", { name: kit.t("adminQuizzes.new") }).click();
      await page.waitForURL((u) => u.pathname === "/admin/quizzes/new");
      await waitForHydration(page);
      await page.getByLabel(kit.t("adminQuizzes.field.titleEn")).fill(title);
      await page
        .getByLabel(kit.t("adminQuizzes.field.subject"))
        .fill("Physics");
      await page
        .getByLabel(kit.t("adminQuizzes.field.preset"))
        .selectOption("jee-main");
      await expectNoAxeViolations(page);
      await page
        .getByRole("button", { name: kit.t("adminQuizzes.create") })
        .click();
      await page.waitForURL((u) => /^\/admin\/quizzes\/\d+$/.test(u.pathname));
      const quizId = Number(/\d+$/.exec(new URL(page.url()).pathname)![0]);
      await waitForHydration(page);
      // Three sections, each "0 of 25 questions".
      for (const [i, name] of [
        kit.t("adminQuizzes.section.heading", { number: 1, name: "Physics" }),
        kit.t("adminQuizzes.section.heading", { number: 2, name: "Chemistry" }),
        kit.t("adminQuizzes.section.heading", {
          number: 3,
          name: "Mathematics",
        }),
      ].entries()) {
        await expect
          .poll(() => page.getByRole("heading", { name }).count())
          .toBe(1);
        expect(
          await page.getByTestId(`section-${i + 1}-count`).textContent(),
        ).toBe(kit.t("adminQuizzes.section.target", { count: 0, target: 25 }));
      }
      await shot(page, `editor-1280-${lang}`);
      await expectNoAxeViolations(page);

      // A question with LaTeX: the live preview renders it on the server as it is typed.
      const physics = page.getByRole("region", {
        name: kit.t("adminQuizzes.section.heading", {
          number: 1,
          name: "Physics",
        }),
      });
      await physics
        .getByRole("link", { name: kit.t("adminQuizzes.section.addQuestion") })
        .click();
      await page.waitForURL(
        (u) => u.pathname === `/admin/quizzes/${quizId}/questions/new`,
      );
      await waitForHydration(page);
      await page
        .getByLabel(kit.t("adminQuizzes.question.textEn"))
        .fill(
          "A body of mass $m$ moves with speed $v$. Its kinetic energy is:",
        );
      await page
        .getByLabel(kit.t("adminQuizzes.question.optionEn", { letter: "A" }))
        .fill("$mv$");
      await page
        .getByLabel(kit.t("adminQuizzes.question.optionEn", { letter: "B" }))
        .fill("$\\frac{1}{2}mv^2$");
      await page
        .getByLabel(kit.t("adminQuizzes.question.optionEn", { letter: "C" }))
        .fill("$mv^2$");
      await page
        .getByLabel(kit.t("adminQuizzes.question.correct", { letter: "B" }))
        .check();
      const previewEn = page.getByTestId("preview-en");
      await expect
        .poll(() => previewEn.locator(".katex").count(), { timeout: 10_000 })
        .toBeGreaterThan(2);
      expect(await previewEn.textContent()).toContain(
        kit.t("adminQuizzes.preview.correct"),
      );
      // A figure under the question: a phone photo of a diagram, say (PNG here).
      await page.getByLabel(kit.t("adminQuizzes.question.image")).setInputFiles({
        name: "diagram.png",
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0f766e" } }).png().toBuffer(),
      });
      await shot(page, `question-1280-${lang}`);
      await expectNoAxeViolations(page);
      await page
        .getByRole("button", { name: kit.t("adminQuizzes.question.save") })
        .click();
      await page.waitForURL((u) => u.pathname === `/admin/quizzes/${quizId}`);
      const figures = await pool.query<{ image_key: string | null }>("select image_key from quiz_questions where quiz_id = $1", [quizId]);
      expect(figures.rows.map((r) => r.image_key)).toEqual([expect.stringMatching(/^quizzes\/figures\/.+\.webp$/)]);
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({ hasText: kit.t("adminQuizzes.notice.questionSaved") })
            .count(),
        )
        .toBe(1);
      expect(await page.getByTestId("section-1-count").textContent()).toBe(
        kit.t("adminQuizzes.section.target", { count: 1, target: 25 }),
      );

      // CSV: a bad row is reported and nothing is imported; then a good file.
      await physics
        .getByRole("link", { name: kit.t("adminQuizzes.section.import") })
        .click();
      await page.waitForURL(
        (u) => u.pathname === `/admin/quizzes/${quizId}/import`,
      );
      await waitForHydration(page);
      await page
        .getByLabel(kit.t("adminQuizzes.import.file"))
        .setInputFiles({
          name: "bad.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(BAD_CSV),
        });
      await page
        .getByRole("button", { name: kit.t("adminQuizzes.import.submit") })
        .click();
      const rowError = kit.t("adminQuizzes.import.row", {
        row: 3,
        column: "correct",
        message: kit.t("adminQuizzes.error.correctOutOfRange", {
          letters: "A, B, C, D",
        }),
      });
      await expect
        .poll(() => page.getByTestId("row-problems").textContent())
        .toContain(rowError);
      await shot(page, `import-errors-1280-${lang}`);
      await expectNoAxeViolations(page);
      expect(
        (
          await pool.query(
            "select count(*)::int as n from quiz_questions where quiz_id = $1",
            [quizId],
          )
        ).rows[0].n,
      ).toBe(1);
      await page
        .getByLabel(kit.t("adminQuizzes.import.file"))
        .setInputFiles({
          name: "good.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(GOOD_CSV),
        });
      await page
        .getByRole("button", { name: kit.t("adminQuizzes.import.submit") })
        .click();
      await page.waitForURL((u) => u.pathname === `/admin/quizzes/${quizId}`);
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({
              hasText: kit.t(
                lang === "hi"
                  ? "adminQuizzes.notice.imported.other"
                  : "adminQuizzes.notice.imported.other",
                { count: 2 },
              ),
            })
            .count(),
        )
        .toBe(1);
      expect(await page.getByTestId("section-1-count").textContent()).toBe(
        kit.t("adminQuizzes.section.target", { count: 3, target: 25 }),
      );

      // Publish: the quiz is in the public API.
      await page
        .getByRole("button", {
          name: kit.t("adminQuizzes.publish"),
          exact: true,
        })
        .click();
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({
              hasText: kit.t("adminQuizzes.notice.published", { name: title }),
            })
            .count(),
        )
        .toBe(1);
      const listed = (await (
        await page.request.get("/api/quizzes?mode=mock")
      ).json()) as {
        id: number;
        preset: string | null;
        questionCount: number;
      }[];
      expect(listed.find((q) => q.id === quizId)).toMatchObject({
        preset: "jee-main",
        questionCount: 3,
      });
      await shot(page, `editor-published-1280-${lang}`);

      // Preview as a student: a preview attempt, then the student's runner.
      await page
        .getByRole("button", { name: kit.t("adminQuizzes.previewStudent") })
        .click();
      await page.waitForURL((u) => u.pathname === `/quiz/${quizId}`);
      const attempts = await pool.query<{
        preview: boolean;
        is_first: boolean;
      }>("select preview, is_first from quiz_attempts where quiz_id = $1", [
        quizId,
      ]);
      expect(attempts.rows).toEqual([{ preview: true, is_first: false }]);
      const audit = await pool.query<{ action: string }>(
        "select action from admin_audit where target_type = 'quiz' and target_id = $1 order by at",
        [String(quizId)],
      );
      expect(audit.rows.map((r) => r.action)).toEqual([
        "quiz.create",
        "quiz.update",
        "quiz.import",
        "quiz.publish",
      ]);
      // The preview attempt's runner shows the figure under the first question, described for
      // screen readers.
      await waitForHydration(page);
      await page.getByRole("link", { name: kit.t("quizRunner.intro.resume") }).click();
      await page.waitForURL((u) => u.pathname.startsWith(`/quiz/${quizId}/attempts/`));
      const figure = page.getByRole("img", { name: kit.t("quizRunner.figure", { n: 1 }) });
      await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      await context.close();
    }, 180_000); // a long journey on a shared, busy machine
  }

  it("at 360 px the list's row actions are on screen and the page does not scroll sideways", async () => {
    const { context, page } = await adminContext(browser, {
      phone: true,
      viewport: { width: 360, height: 740 },
    });
    const kit = new AdminListPage(page, "en");
    await gotoHydrated(page, "/");
    await kit.openFromNavbar("admin.manageQuizzes", "/admin/quizzes");
    await kit.search(
      "adminQuizzes.search.label",
      "JEE",
      "adminQuizzes.search.submit",
    );
    const first = kit.bodyRows().first();
    const name = (await first.getByRole("rowheader").textContent())!.trim();
    for (const label of [kit.t("adminQuizzes.delete")])
      await kit.expectOnScreen(
        page.getByRole("button", { name: `${label} ${name}`, exact: true }),
      );
    const toggle = first.getByRole("button", {
      name: new RegExp(
        `^(${kit.t("adminQuizzes.publish")}|${kit.t("adminQuizzes.unpublish")}) `,
      ),
    });
    await kit.expectOnScreen(toggle);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, "list-360-en");
    await expectNoAxeViolations(page);
    // The title opens the editor; it fits too.
    await first.getByRole("link", { name }).click();
    await page.waitForURL((u) => /^\/admin\/quizzes\/\d+$/.test(u.pathname));
    await waitForHydration(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, "editor-360-en");
    await context.close();
  });
});
