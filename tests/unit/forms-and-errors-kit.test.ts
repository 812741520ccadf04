// The forms-and-errors kit: one parse for forms and JSON, typed domain errors mapped to HTTP once.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { conflict, DomainError, invalid, invalidField, isDomainError, notFound, rateLimited } from "~/lib/errors/domain-error";
import { actionFailure, apiError, apiInvalid, invalidInput, loadPage, runAction } from "~/lib/errors/http-errors.server";
import { parseForm, parseJson } from "~/lib/forms/parse-input.server";

const schema = z.strictObject({
  name: z.string().trim().min(1, "profile.error.nameRequired"),
  email: z.email("auth.error.emailInvalid"),
  password: z.string().min(8, "auth.error.passwordTooShort"),
});

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/x", { method: "POST", body, headers: type ? { "content-type": type } : undefined });

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("parseForm", () => {
  it("returns the typed data", async () => {
    const result = await parseForm(post(form({ name: " Asha ", email: "a@b.in", password: "longenough" })), schema);
    expect(result.ok && result.data).toEqual({ name: "Asha", email: "a@b.in", password: "longenough" });
  });

  it("gives the first error per field as message keys and keeps what was typed, never the password", async () => {
    const result = await parseForm(post(form({ name: "", email: "not-mail", password: "short" })), schema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ name: "profile.error.nameRequired", email: "auth.error.emailInvalid", password: "auth.error.passwordTooShort" });
    expect(result.values).toEqual({ name: "", email: "not-mail" });
  });

  it("answers a body that is not a form with a form-level error instead of throwing", async () => {
    const result = await parseForm(post("{not a form", "multipart/form-data; boundary=x"), schema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ form: "error.badRequest" });
  });

  it("leaves file fields out of the parsed object", async () => {
    const f = form({ name: "Asha", email: "a@b.in", password: "longenough" });
    f.set("photo", new Blob(["x"]), "p.png");
    const result = await parseForm(post(f), schema, { omit: ["photo"] });
    expect(result.ok).toBe(true);
    expect(result.form?.get("photo")).toBeInstanceOf(File);
  });
});

describe("parseJson", () => {
  it("parses JSON bodies and refuses other content types and broken JSON", async () => {
    const ok = await parseJson(post(JSON.stringify({ name: "A", email: "a@b.in", password: "12345678" }), "application/json"), schema);
    expect(ok.ok).toBe(true);
    expect((await parseJson(post("name=A", "application/x-www-form-urlencoded"), schema)).ok).toBe(false);
    const broken = await parseJson(post("{", "application/json"), schema);
    expect(!broken.ok && broken.errors).toEqual({ form: "error.badRequest" });
  });
});

describe("domain errors → HTTP", () => {
  it("maps each kind to its status once", () => {
    expect(notFound("error.notFound").status).toBe(404);
    expect(conflict("error.conflict").status).toBe(409);
    expect(invalid("error.badRequest").status).toBe(400);
    expect(rateLimited("error.tooManyRequests", 30).status).toBe(429);
    expect(new DomainError("unauthenticated", "error.signInRequired").status).toBe(401);
  });

  it("recognises a domain error from another bundle's copy of the class", () => {
    const foreign = Object.assign(new Error("x"), { name: "DomainError", kind: "conflict" });
    expect(isDomainError(foreign)).toBe(true);
    expect(isDomainError(new Error("plain"))).toBe(false);
  });

  it("answers the API in the request's language with the status and Retry-After", async () => {
    const res = apiError(rateLimited("error.tooManyRequests", 30), "hi");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect((await res.json()).error).toMatch(/प्रयास/);
    const bad = apiInvalid({ ok: false, errors: { email: "auth.error.emailInvalid" }, values: {} });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.email).toMatch(/email/i);
  });

  it("gives an action the field errors, the form message and the typed values", () => {
    const res = actionFailure(invalid("error.badRequest", { email: "auth.error.emailInvalid" }), { email: "x" });
    expect(res.init?.status).toBe(400);
    expect(res.data).toEqual({ ok: false, errors: { email: "auth.error.emailInvalid" }, formError: { key: "error.badRequest", vars: undefined }, values: { email: "x" } });
    expect(invalidInput({ ok: false, errors: { name: "profile.error.nameRequired" }, values: {} }).init?.status).toBe(400);
  });

  it("does not repeat a message shown beside its field, and keeps its variables", () => {
    const res = actionFailure(invalidField("password", "auth.error.passwordCommon"), { email: "a@b.in" });
    expect(res.data).toMatchObject({ errors: { password: "auth.error.passwordCommon" }, formError: null, values: { email: "a@b.in" } });
    const limited = actionFailure(new DomainError("rateLimited", "profile.error.photoRateLimited", { fields: { photo: "profile.error.photoRateLimited" }, vars: { minutes: 5 }, retryAfterSeconds: 300 }));
    expect(limited.init?.status).toBe(429);
    expect(new Headers(limited.init?.headers).get("Retry-After")).toBe("300");
    expect(limited.data).toMatchObject({ formError: null, vars: { minutes: 5 } });
  });

  it("adds a form-level message to a schema failure when asked", () => {
    const res = invalidInput({ ok: false, errors: { intent: "error.badRequest" }, values: {} }, "error.badRequest");
    expect(res.data.formError).toEqual({ key: "error.badRequest" });
  });

  it("turns the kinds a route names into the page's error, in an action too", async () => {
    const thrown = await runAction(async () => { throw notFound("courses.notFound"); }, {}, ["notFound"]).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { messageKey: "courses.notFound" } });
  });

  it("turns a thrown domain error into the page's error response, and lets other errors through", async () => {
    const thrown = await loadPage(async () => {
      throw notFound("error.notFound");
    }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { messageKey: "error.notFound", kind: "notFound" } });
    await expect(loadPage(async () => { throw new Error("boom"); })).rejects.toThrow("boom");
    const answered = await runAction(async () => { throw conflict("error.conflict"); });
    expect(answered).toMatchObject({ init: { status: 409 } });
  });
});
