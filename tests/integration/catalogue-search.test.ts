// Catalogue search in Hindi, in Hindi written differently, and with typos (issue 9 C), through both
// readers of the shared search service: the JSON API and the /courses page, on the demo catalogue.
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueChanged } from "../../app/features/courses/catalogue-cache.server";
import { PUBLISHED_DEMO_COURSES } from "../../db/demo/course-catalogue";
import { seedCourses } from "../../db/seed-courses";
import { createCourse, createUser } from "../support/factories";
import { login, pageText, send } from "../support/test-app";

const named = (word: string) => PUBLISHED_DEMO_COURSES.filter((c) => c.name.includes(word)).map((c) => c.name);
const PHYSICS = named("Physics");
const CHEMISTRY = named("Chemistry");
// Courses no physics or chemistry query may bring up.
const UNRELATED = ["NEET Biology: Complete NCERT Coverage", "UPSC Indian Polity and Constitution", "Class 12 Accountancy: Partnership and Company Accounts"];

async function apiNames(q: string): Promise<string[]> {
  const response = await send(`/api/courses?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { courses: { name: string }[]; total: number };
  expect(body.total).toBe(body.courses.length);
  return body.courses.map((c) => c.name);
}

async function pageFor(q: string): Promise<string> {
  const response = await send(`/courses?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return pageText(response);
}

beforeAll(async () => {
  await seedCourses();
  catalogueChanged();
});

describe("catalogue search", () => {
  it("has the demo courses it is tested on", () => {
    expect(PHYSICS.length).toBeGreaterThanOrEqual(3);
    expect(CHEMISTRY.length).toBeGreaterThanOrEqual(3);
  });

  // भौतिकी (Hindi), फ़िज़िक्स with the nukta typed as a combining mark, the same with precomposed
  // letters (U+095E, U+095B), फिजिक्स without the nukta, a typo in Latin letters, and typos in
  // Devanagari (short i for long ī, o for au) — trigrams of Devanagari need a Unicode-aware ctype,
  // which the embedded cluster now has (C.UTF-8, decision 024).
  const physicsQueries = ["भौतिकी", "फ़िज़िक्स", "\u095E\u093F\u095B\u093F\u0915\u094D\u0938", "फिजिक्स", "phisics", "भौतिकि", "भोतिकी"];

  it.each(physicsQueries)("finds the Physics courses for %s through /api/courses?q=", async (q) => {
    const names = await apiNames(q);
    expect(names).toEqual(expect.arrayContaining(PHYSICS));
    for (const other of UNRELATED) expect(names).not.toContain(other);
  });

  it.each(physicsQueries)("finds the Physics courses for %s on the /courses page", async (q) => {
    const text = await pageFor(q);
    for (const name of PHYSICS) expect(text).toContain(name);
    for (const other of UNRELATED) expect(text).not.toContain(other);
    expect(text).not.toContain("No courses found.");
  });

  it("finds the Chemistry courses for the typo 'chemstry', on the API and the page", async () => {
    expect(await apiNames("chemstry")).toEqual(expect.arrayContaining(CHEMISTRY));
    const text = await pageFor("chemstry");
    for (const name of CHEMISTRY) expect(text).toContain(name);
    expect(text).not.toContain(UNRELATED[1]);
  });

  it("puts word-start matches before typo matches, and matches words in any order", async () => {
    const names = await apiNames("chemistry");
    expect(names.slice(0, CHEMISTRY.length).sort()).toEqual([...CHEMISTRY].sort());
    // Full-text: both words, not as one substring.
    expect(await apiNames("physics class 12")).toContain("Class 12 Physics: Electrostatics to Modern Physics");
  });

  it("still says 'No courses found.' for nonsense and keeps the filters", async () => {
    expect(await apiNames("qwxzv")).toEqual([]);
    expect(await pageFor("qwxzv")).toContain("No courses found.");
    expect(await pageFor("%%%")).toContain("No courses found.");
    const engineering = await (await send(`/api/courses?q=${encodeURIComponent("भौतिकी")}&category=Engineering`)).json();
    expect((engineering as { courses: { name: string }[] }).courses.map((c) => c.name)).toEqual(["JEE Physics: Mechanics Masterclass"]);
  });

  it("finds a course by the search keywords an admin writes in the course editor", async () => {
    const course = await createCourse({ name: "Stargazing for Beginners" });
    const admin = await createUser({ role: "admin" });
    const jar = await login(admin.email, admin.password);
    expect(await apiNames("खगोलशास्त्र")).not.toContain(course.name);
    const editor = await send(`/admin/courses/${course.id}`, { jar });
    expect(await editor.text()).toContain('name="searchKeywords"');
    const saved = await send(`/admin/courses/${course.id}`, {
      jar,
      form: { intent: "save-course", name: course.name, category: "Class 10th", description: "Stars.", image: "", thumbnail: "", rating: "4.5", price: "0", instructor: "", language: "English", duration: "2 hours", trailerUrl: "", highlights: "", requirements: "", published: "on", searchKeywords: "खगोलशास्त्र\n khagol  shastra" },
    });
    expect(saved.status).toBeLessThan(400);
    expect(await apiNames("खगोलशास्त्र")).toContain(course.name);
    expect(await apiNames("khagol")).toContain(course.name);
  });
});
