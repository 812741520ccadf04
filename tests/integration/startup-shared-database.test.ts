// Issue 8, "Two instances on one database": instances with their own DATA_DIR on one DATABASE_URL
// share the demo accounts without resetting each other's passwords, agree on AUTH_SECRET without
// configuration (a session made on one is good on the other), and an instance configured with an
// AUTH_SECRET other than the one recorded for the database refuses to start, saying what to set.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { exited, freePort, startAppProcess, type AppProcess } from "../support/app-process";
import { databaseUrl, dropDatabase, recreateDatabase } from "../support/test-database";

const serverUrl = inject("dbServerUrl");
const created: string[] = [];
const dirs: string[] = [];
const running: AppProcess[] = [];

async function freshDatabase() {
  const name = `vp_t_shared_${randomBytes(4).toString("hex")}`;
  await recreateDatabase(serverUrl, name, inject("templateDb"));
  created.push(name);
  return databaseUrl(serverUrl, name);
}

async function instance(url: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-shared-"));
  dirs.push(dataDir);
  const port = await freePort();
  const app = await startAppProcess({ dataDir, port, env: { DATABASE_URL: url, ...env } });
  running.push(app);
  return { ...app, port, origin: `http://127.0.0.1:${port}` };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "started",
    (error: unknown) => String(error),
  );

async function stop(app: AppProcess) {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
  await exited(app.child);
}

async function signIn(origin: string, email: string, password: string) {
  return fetch(`${origin}/login`, { method: "POST", body: new URLSearchParams({ email, password }), headers: { origin }, redirect: "manual" });
}

afterAll(async () => {
  for (const app of running) await stop(app);
  for (const name of created) await dropDatabase(serverUrl, name);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("two instances on one database", () => {
  it("a second instance keeps the demo passwords and accepts the first one's sessions", { timeout: 180_000 }, async () => {
    const url = await freshDatabase();
    const a = await instance(url);
    const password = /Demo student: +student@vidyapath\.local +password: (\S+)/.exec(a.output())?.[1];
    expect(password, a.output()).toBeTruthy();
    const onA = await signIn(a.origin, "student@vidyapath.local", password!);
    expect(onA.status).toBe(302);
    const session = onA.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))?.split(";")[0];
    expect(session).toBeTruthy();

    const b = await instance(url);
    // B did not create the accounts and cannot know their passwords: it says so instead of lying.
    expect(b.output()).toContain("Demo student: student@vidyapath.local  (password set by the instance that created it");
    expect(b.output()).not.toMatch(/Demo (admin|student): +\S+ +password:/);
    // The password A printed still works, on both instances.
    expect((await signIn(b.origin, "student@vidyapath.local", password!)).status).toBe(302);
    expect((await signIn(a.origin, "student@vidyapath.local", password!)).status).toBe(302);
    // A's session cookie is good on B: both sign with the one AUTH_SECRET kept in the database.
    const dashboard = await fetch(`${b.origin}/dashboard`, { headers: { cookie: session! }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Demo Student");

    // Configuring a secret now would split the instances: refused, with what to do.
    const configured = await refusal(instance(url, { AUTH_SECRET: "c".repeat(40) }));
    expect(configured).toMatch(/server exited early \(1\)/);
    expect(configured).toContain("Set the same AUTH_SECRET on every instance that uses this database.");
    expect(configured).toContain("AUTH_SECRET_ROTATE=true");
  });

  it("an instance configured with another AUTH_SECRET refuses to start, unless told to rotate", { timeout: 180_000 }, async () => {
    const url = await freshDatabase();
    const first = await instance(url, { AUTH_SECRET: "first-secret-".padEnd(40, "1") });
    const other = await refusal(instance(url, { AUTH_SECRET: "other-secret-".padEnd(40, "2") }));
    expect(other).toMatch(/server exited early \(1\)/);
    expect(other).toContain("AUTH_SECRET differs from the one the other instances on this database use.");
    expect(other).toContain("Set the same AUTH_SECRET on every instance that uses this database.");
    expect(other).not.toContain("first-secret"); // never the secret itself
    expect(first.child.exitCode).toBeNull();
    // Unconfigured instances cannot guess it either.
    expect(await refusal(instance(url))).toContain("configured with an AUTH_SECRET, and this one has none");
    // The same secret starts; a deliberate rotation starts and becomes the one to use.
    await stop(await instance(url, { AUTH_SECRET: "first-secret-".padEnd(40, "1") }));
    await stop(first);
    await stop(await instance(url, { AUTH_SECRET: "other-secret-".padEnd(40, "2"), AUTH_SECRET_ROTATE: "true" }));
    expect(await refusal(instance(url, { AUTH_SECRET: "first-secret-".padEnd(40, "1") }))).toContain("AUTH_SECRET differs");
  });
});
