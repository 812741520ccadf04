// Control characters in any string input (query string, path parameter, form field, JSON body) are
// refused with a 400 in one place (server/middleware/input-guard.ts), before a loader, an action, a
// zod schema or PostgreSQL (which refuses NUL in text and answered with a 500) ever sees them.
// The raw value never reaches the logs. Webhook bodies stay byte-exact for their signature.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../../app/lib/env.server";
import { hmacHex } from "../../app/features/payments/signatures.server";
import { sandboxSecrets } from "../../app/features/payments/sandbox-gateway.server";
import { type CookieJar, login, ORIGIN, send, sendRaw, testApp } from "../support/test-app";
import { createCourse, createUser, tinyPng } from "../support/factories";

let admin: CookieJar;
let student: CookieJar;
let lessonId: string;
beforeAll(async () => {
  const a = await createUser({ role: "admin" });
  admin = await login(a.email, a.password);
  const s = await createUser();
  student = await login(s.email, s.password);
  lessonId = (await createCourse()).lessonIds[0];
});

// The guard's own small page — not a React page (those embed the whole message dictionary, so a
// text match on them would prove nothing).
async function expect400Page(res: Response, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.headers.get("content-type"), what).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html, what).toContain("The request could not be understood. Please check what you entered.");
  expect(html, what).not.toContain("<script");
}

async function expect400Json(res: Response, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
  const body = (await res.json()) as { error?: unknown };
  expect(typeof body.error, what).toBe("string");
}

describe("query strings and paths", () => {
  it("answers the reported /admin/users?q=%00 with a 400 page, also as its .data URL", async () => {
    await expect400Page(await send("/admin/users?q=%00", { jar: admin }), "/admin/users?q=%00");
    expect((await send("/admin/users.data?q=%00", { jar: admin })).status).toBe(400);
  });

  it("answers the reported /api/lessons/%00/file with a 400 JSON error", async () => {
    await expect400Json(await send("/api/lessons/%00/file", { jar: student }), "/api/lessons/%00/file");
  });

  it("refuses other control characters, DEL, invalid percent-encoding and invalid UTF-8", async () => {
    for (const url of ["/courses?q=a%01b", "/courses?q=%7F", "/courses?q=%0A", "/courses?q=%zz", "/courses?q=%ff", "/courses?q=%ED%A0%80", "/courses/%00/details", "/courses/1%0D/details"]) {
      await expect400Page(await send(url), url);
    }
    for (const url of ["/api/courses?q=%00", "/api/courses/%E0%A4/trailer", "/api/courses/1%09"]) {
      await expect400Json(await send(url), url);
    }
  });

  it("still serves ordinary and non-ASCII queries", async () => {
    for (const url of ["/courses?q=%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4", "/courses?q=a+b%20c%25", "/api/courses?q=physics"]) {
      expect((await send(url)).status, url).toBe(200);
    }
  });
});

describe("bodies", () => {
  it("refuses a NUL in a urlencoded form field, and in a field name", async () => {
    await expect400Page(await send("/profile", { form: { name: "Ravi\u0000Kumar", dob: "", gender: "" }, jar: student.clone() }), "form value");
    await expect400Page(await send("/admin/users", { form: { "intent\u0000": "x" }, jar: admin }), "form key");
  });

  it("allows tabs and line breaks in form text (an admin's lesson body has them)", async () => {
    const res = await send("/login", { form: { email: "nobody@example.test", password: "line one\r\nline\ttwo" } });
    expect(res.status).toBe(400); // the login page's "wrong password" answer, not the guard's page
    expect(await res.text()).toContain("<script");
  });

  it("refuses a control character in a multipart text field but not in the uploaded file's bytes", async () => {
    const withNul = new FormData();
    withNul.set("name", "Ravi\u0007");
    await expect400Page(await send("/profile", { form: withNul, jar: student.clone() }), "multipart text");

    const photo = new FormData();
    photo.set("name", "Ravi Kumar");
    const png = tinyPng(); // contains NUL bytes, as every PNG does
    expect(png.includes(0)).toBe(true);
    photo.set("photo", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const res = await send("/profile", { form: photo, jar: student.clone() });
    expect(res.status).toBeLessThan(400);
  });

  it("refuses control characters in JSON keys and values at any depth, and absurd nesting", async () => {
    const bodies = [{ razorpay_order_id: "order_\u0000", razorpay_payment_id: "pay_1", razorpay_signature: "x" }, { nested: [{ deep: ["ok", "\u001b[31m"] }] }, { "key\u0000": 1 }];
    for (const json of bodies) await expect400Json(await send("/api/payment/verify", { json, jar: student }), JSON.stringify(json));
    const lone = '{"razorpay_order_id":"\\ud800","razorpay_payment_id":"p","razorpay_signature":"s"}';
    await expect400Json(await sendRaw("/api/payment/verify", { body: lone, contentType: "application/json", jar: student }), "lone surrogate");
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    await expect400Json(await sendRaw("/api/payment/create-order", { body: deep, contentType: "application/json", jar: student }), "10,000 levels");
  });

  it("lets a webhook body through byte for byte: a signed body with an escaped NUL verifies and is no 500", async () => {
    const body = `{"entity":"event","event":"payment.failed","payload":{"payment":{"entity":{"id":"pay_x","order_id":"order_nope","amount":100,"currency":"INR","status":"failed","notes":{"n":"\\u0000","\\ud800":"\\udc00"}}}},"created_at":1}`;
    const app = await testApp();
    const headers = new Headers({ host: "localhost:3000", "content-type": "application/json", "x-razorpay-signature": hmacHex(sandboxSecrets().webhookSecret, body), "x-razorpay-event-id": "evt_nul_1" });
    const res = await app.fetch(new Request(`${ORIGIN}/api/payment/webhook`, { method: "POST", headers, body }), { incoming: { socket: { remoteAddress: "10.9.8.7" } } });
    // 200: the signature matched (the middleware did not touch the body) and the event was stored,
    // although PostgreSQL's jsonb cannot hold a NUL.
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: "failure recorded" });
  });
});

describe("logs", () => {
  const lines: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  beforeAll(() => {
    process.env.LOG_LEVEL = "debug";
    resetEnvForTests();
    const capture = (chunk: unknown) => {
      lines.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
      return true;
    };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
  });
  afterAll(() => {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    process.env.LOG_LEVEL = "silent";
    resetEnvForTests();
  });

  it("never writes the offending value, raw or escaped", async () => {
    const long = "Z".repeat(100_000);
    await send("/api/lessons/%00/file", { jar: student });
    await send("/admin/users?q=%00", { jar: admin });
    await send(`/api/lessons/${lessonId}%00${long}/file`, { jar: student });
    await send(`/courses/%01${long}/details`);
    const logged = lines.join("");
    expect(logged).toContain('"status":400'); // the refusals themselves are logged
    expect(logged).not.toContain("\u0000");
    expect(logged).not.toContain("\u0001");
    expect(logged).not.toMatch(/\\u000[01]/);
    expect(logged).not.toContain("Z".repeat(1000));
  });
});
