// The browser receives only the messages of the routes it renders (issue 9 D, decision 030): the
// shell's, plus what each matched route declares. Before, every page and every revalidation after a
// form post carried the whole dictionary (825 keys, 48 KB in English, 87 KB in Hindi).
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "../../app/lib/i18n/messages.en";
import { hi } from "../../app/lib/i18n/messages.hi";
import { CookieJar, login, send } from "../support/test-app";
import { createUser } from "../support/factories";

let student: CookieJar;
let admin: CookieJar;
beforeAll(async () => {
  const s = await createUser();
  student = await login(s.email, s.password);
  const a = await createUser({ role: "admin" });
  admin = await login(a.email, a.password);
});

const hindi = () => {
  const jar = new CookieJar();
  jar.cookies.set("vp_lang", "hi");
  return jar;
};

describe("messages per route", () => {
  it("the home page carries the shell's and its own messages, not the admin's or the checkout's", async () => {
    const html = await (await send("/")).text();
    expect(html).toContain("home.hero.1.title");
    expect(html).toContain(en["nav.courses"]);
    for (const foreign of ["adminCourses.title", "twoFactor.settings.title", "checkout.title", "receipts.title", "mail.reset.subject"]) expect(html).not.toContain(foreign);
  });

  it("client navigation to /login gets the sign-in messages, and far less than the whole dictionary", async () => {
    const res = await send("/login.data");
    const body = await res.text();
    expect(body).toContain("auth.email");
    expect(body).not.toContain("home.hero.1.title");
    expect(body.length).toBeLessThan(12_000);
  });

  it("a Hindi page gets the Hindi text of its scopes only", async () => {
    const body = await (await send("/courses.data", { jar: hindi() })).text();
    expect(body).toContain(hi["courses.title"]);
    expect(body).not.toContain("\"dashboard.");
    expect(body).not.toContain("\"receipts.");
    expect(body.length).toBeLessThan(20_000);
  });

  it("a signed-in page's revalidation (what follows every form post) stays small", async () => {
    const body = await (await send("/dashboard.data", { jar: student })).text();
    expect(body).toContain("dashboard.title");
    expect(body).not.toContain("adminOrders.title");
    expect(body.length).toBeLessThan(20_000);
  });

  it("an admin page gets the messages of its layout and its own route", async () => {
    const body = await (await send("/admin/orders.data", { jar: admin })).text();
    expect(body).toContain("adminOrders.title");
    expect(body).not.toContain("adminCourses.field.name");
  });

  it("an error page still has its words: an unknown course in Hindi", async () => {
    const res = await send("/courses/999999/details", { jar: hindi() });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(hi["courses.notFound"]);
  });
});
