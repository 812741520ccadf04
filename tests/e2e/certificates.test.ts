// The public certificate verification page on a phone: readable, no sideways scrolling, no axe
// violations, for a valid code and for an unknown one. The certificate is inserted straight into the
// e2e server's database (a student, a course with its lessons completed, the certificate row).
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, horizontalOverflow, launchBrowser, newContext } from "../support/browser";

let browser: Browser;
let pool: pg.Pool;
const code = `VP-${[...randomBytes(10)].map((b) => "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[b & 31]).join("")}`;
let courseId: number;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 2 });
  const userId = randomUUID();
  await pool.query("insert into users (id, name, email) values ($1, $2, $3)", [userId, "Kavya Raghunathan", `e2e.cert.${userId}@example.test`]);
  const course = await pool.query<{ id: number }>(
    "insert into courses (name, category, description, tag, published) values ($1, 'Class 12th', 'A course.', 'Free', true) returning id",
    ["Class 12th Chemistry — Organic Reactions Made Simple"],
  );
  courseId = course.rows[0].id;
  for (const position of [1, 2]) {
    const lessonId = randomUUID();
    await pool.query("insert into lessons (id, course_id, position, title, type) values ($1, $2, $3, $4, 'text')", [lessonId, courseId, position, `Lesson ${position}`]);
    await pool.query("insert into lesson_completions (user_id, lesson_id, course_id) values ($1, $2, $3)", [userId, lessonId, courseId]);
  }
  await pool.query("insert into enrollments (user_id, course_id) values ($1, $2)", [userId, courseId]);
  await pool.query("insert into certificates (code, user_id, course_id, student_name, course_name) values ($1, $2, $3, $4, $5)", [
    code,
    userId,
    courseId,
    "Kavya Raghunathan",
    "Class 12th Chemistry — Organic Reactions Made Simple",
  ]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

describe("certificate verification page", () => {
  it("confirms a certificate on a phone, accessibly", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    const response = await page.goto(`/certificates/${code}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Certificate verified");
    expect(await page.getByText("Kavya Raghunathan").count()).toBeGreaterThan(0);
    expect(await page.getByText(code).count()).toBe(1);
    expect(await page.getByRole("link", { name: "View the course" }).getAttribute("href")).toBe(`/courses/${courseId}/details`);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("says so when no certificate has the code, accessibly", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    const response = await page.goto("/certificates/VP-22222ZZZZZ");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("No certificate with this code");
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
