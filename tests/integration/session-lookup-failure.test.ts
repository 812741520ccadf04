// A session lookup that fails for a reason other than "no such session" (the database unreachable,
// its pool exhausted under an exam's load) must not answer "not signed in": a student mid-test would
// get a 401 and lose their place. It is a 503 with Retry-After for the API and for pages (found by
// npm run bench:quiz under overload).
import { APIError } from "better-auth/api";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auth } from "../../app/features/accounts/auth.server";
import { sessionRows } from "../../app/features/accounts/session-row.server";
import { createUser } from "../support/factories";
import { type CookieJar, login, send } from "../support/test-app";

let jar: CookieJar;
beforeAll(async () => {
  const user = await createUser();
  jar = await login(user.email, user.password);
});
afterEach(() => vi.restoreAllMocks());

// Both ways a session is read: the one-query lookup (a pg error) and better-auth's (its APIError).
const failLookups = () => {
  vi.spyOn(sessionRows, "find").mockRejectedValue(new Error("Connection terminated due to connection timeout"));
  vi.spyOn(auth().api, "getSession").mockRejectedValue(new APIError("INTERNAL_SERVER_ERROR", { message: "Failed to get session" }));
};

describe("a session lookup that fails", () => {
  it("is a 503 with Retry-After for the JSON API, not a 401", async () => {
    expect((await send("/api/counseling/session", { jar })).status).not.toBe(503);
    // The one-query lookup alone failing is enough: it never falls back to "signed out".
    vi.spyOn(sessionRows, "find").mockRejectedValue(new Error("Connection terminated due to connection timeout"));
    const res = await send("/api/attempts/00000000-0000-4000-8000-000000000000", { jar });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(((await res.json()) as { error: string }).error).toBe("The service is unavailable. Please try again.");
  });

  it("is a 503 page for a signed-in page, not a redirect to /login", async () => {
    failLookups();
    const res = await send("/dashboard", { jar });
    expect(res.status).toBe(503);
    expect(res.headers.get("location")).toBeNull();
  });

  it("is a 503 when only better-auth's lookup fails (a session due for its refresh)", async () => {
    // The one-query lookup leaves a session due for its sliding refresh to better-auth.
    vi.spyOn(sessionRows, "find").mockImplementation(async () => ({
      sessionId: "s",
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
      user: { id: "u", name: "U", email: "u@example.test", image: null },
      role: "user",
      dataVersion: 0,
    }));
    vi.spyOn(auth().api, "getSession").mockRejectedValue(new APIError("INTERNAL_SERVER_ERROR", { message: "Failed to get session" }));
    const res = await send("/dashboard", { jar });
    expect(res.status).toBe(503);
  });

  it("an unknown session is still simply signed out", async () => {
    vi.spyOn(sessionRows, "find").mockResolvedValue(null);
    vi.spyOn(auth().api, "getSession").mockResolvedValue(null);
    const res = await send("/api/attempts/00000000-0000-4000-8000-000000000000", { jar });
    expect(res.status).toBe(401);
  });
});
