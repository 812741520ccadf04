// Issue 13, "A real multi-instance test": two app instances (`node scripts/start.mjs`, one process
// each, their own DATA_DIR) on one fresh database of the integration run's PostgreSQL server — the
// embedded one, or DATABASE_URL's (CI's second pass: the machine's PostgreSQL 15 on 127.0.0.1:5432) —
// sharing files through a real S3-compatible server, behind Debian's haproxy (round robin, health
// checks, redispatch; tests/support/load-balancer.ts). Every request goes through the balancer; the
// test pins a request to an instance with a header the balancer routes on, and the balancer says which
// instance answered. The instances start once and the scenarios run in order against them; the last
// one kills an instance.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { S3Store } from "../../app/lib/storage/s3-store.server";
import { readStoredFile } from "../../app/lib/storage/upload.server";
import { exited, freePort, startAppProcess, type AppProcess } from "../support/app-process";
import { ROUTE_HEADER, SERVED_BY_HEADER, startLoadBalancer, type LoadBalancer } from "../support/load-balancer";
import { phonePhoto } from "../support/phone-photo";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { CookieJar, pageText } from "../support/test-app";
import { databaseUrl, dropDatabase, recreateDatabase } from "../support/test-database";

type Name = "a" | "b";
type Instance = AppProcess & { name: Name; port: number; dataDir: string };

const serverUrl = inject("dbServerUrl");
const dbName = `vp_t_multi_${randomBytes(4).toString("hex")}`;
const AUTH_SECRET = randomBytes(24).toString("hex");
const RECONCILE_SECONDS = 1;
const MAX_FAILURES = 3;

let s3: TestS3 | undefined;
let lb: LoadBalancer | undefined;
let pool: pg.Pool | undefined;
const instances = new Map<Name, Instance>();
let dbCreated = false;

const instance = (name: Name) => {
  const found = instances.get(name);
  if (!found) throw new Error(`instance ${name} did not start`);
  return found;
};
const other = (name: Name): Name => (name === "a" ? "b" : "a");
const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await pool!.query<T>(text, values)).rows;

/** One request through the balancer, pinned to an instance when `to` is given. */
async function send(pathname: string, opts: { to?: Name; jar?: CookieJar; form?: Record<string, string> | FormData; json?: unknown; headers?: Record<string, string> } = {}) {
  const origin = lb!.origin;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.to) headers[ROUTE_HEADER] = opts.to;
  if (opts.jar?.cookies.size) headers.cookie = opts.jar.header();
  let body: BodyInit | undefined;
  if (opts.form instanceof FormData) body = opts.form;
  else if (opts.form) body = new URLSearchParams(opts.form);
  else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers["content-type"] = "application/json";
  }
  if (body !== undefined) headers.origin = origin;
  const res = await fetch(`${origin}${pathname}`, { method: body === undefined ? "GET" : "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(20_000) });
  opts.jar?.store(res);
  if (opts.to) expect(res.headers.get(SERVED_BY_HEADER), `${pathname} pinned to ${opts.to}; haproxy said:\n${lb!.output()}`).toBe(opts.to);
  return res;
}

/** A counter of one instance's /metrics (asked through the balancer: the balancer forwards
 * 127.0.0.1, a loopback caller), summed over the series whose labels contain `labels`. */
async function metric(name: Name, counter: string, labels: string): Promise<number> {
  const res = await send("/metrics", { to: name });
  expect(res.status).toBe(200);
  const text = await res.text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${counter}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined | false>, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

async function register(name: string, to: Name) {
  const jar = new CookieJar();
  const email = `multi.${Date.now()}.${randomBytes(3).toString("hex")}@example.test`;
  const password = "two instances, one truth";
  const res = await send("/register", { to, jar, form: { name, email, password } });
  expect(res.status).toBe(302);
  const [user] = await query<{ id: string }>("select id from users where email = $1", [email]);
  return { jar, email, password, userId: user.id };
}

const leads = (app: AppProcess) => (app.output().match(/background jobs: this process leads/g) ?? []).length;

async function startInstance(name: Name, port: number, appUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vp-multi-${name}-`));
  const app = await startAppProcess({
    dataDir,
    port,
    env: {
      ...s3!.env,
      DATABASE_URL: databaseUrl(serverUrl, dbName),
      AUTH_SECRET,
      APP_URL: appUrl,
      TRUST_PROXY: "true",
      WEB_CONCURRENCY: "1",
      PAYMENT_RECONCILE_SECONDS: String(RECONCILE_SECONDS),
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES),
      DB_POOL_MAX: "5",
    },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  instances.set(name, { ...app, name, port, dataDir });
}

beforeAll(async () => {
  s3 = await startTestS3("vidyapath-multi");
  await recreateDatabase(serverUrl, dbName, inject("templateDb"));
  dbCreated = true;
  pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, dbName), max: 2 });
  pool.on("error", () => undefined);
  const ports = { a: await freePort(), b: await freePort() };
  lb = await startLoadBalancer([
    { name: "a", port: ports.a },
    { name: "b", port: ports.b },
  ]);
  // One after the other: A migrates nothing (the database is cloned from the migrated template) but
  // seeds the demo content and prints the demo passwords; B finds it all there.
  const startedAt = Date.now();
  await startInstance("a", ports.a, lb.origin);
  const aReadyMs = Date.now() - startedAt;
  await startInstance("b", ports.b, lb.origin);
  process.stdout.write(`multi-instance: A started in ${aReadyMs} ms, B in ${Date.now() - startedAt - aReadyMs} ms\n`);
  // Both healthy behind the balancer before the scenarios start.
  await waitFor("both instances up behind the balancer", 10_000, async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add((await send("/api/health")).headers.get(SERVED_BY_HEADER) ?? "");
    return seen.has("a") && seen.has("b");
  });
}, 150_000);

afterAll(async () => {
  for (const app of instances.values()) {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
    await Promise.race([exited(app.child), new Promise((r) => setTimeout(r, 20_000))]);
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGKILL");
    rmSync(app.dataDir, { recursive: true, force: true });
  }
  await lb?.stop();
  await pool?.end();
  if (dbCreated) await dropDatabase(serverUrl, dbName);
  await s3?.stop();
}, 60_000);

describe("two instances behind haproxy on one PostgreSQL", () => {
  it("spreads requests over both instances (round robin)", async () => {
    const served = [];
    for (let i = 0; i < 6; i++) {
      const res = await send("/api/health");
      expect(res.status).toBe(200);
      served.push(res.headers.get(SERVED_BY_HEADER));
    }
    expect(new Set(served)).toEqual(new Set(["a", "b"]));
  });

  it("a session made through A works through B, and a sign-out through B ends it on A", async () => {
    const student = await register("Roaming Student", "a");
    const signedIn = new CookieJar();
    const login = await send("/login", { to: "a", jar: signedIn, form: { email: student.email, password: student.password } });
    expect(login.status).toBe(302);
    expect(signedIn.cookies.has("better-auth.session_token")).toBe(true);
    const onB = await send("/dashboard", { to: "b", jar: signedIn });
    expect(onB.status).toBe(200);
    expect(await pageText(onB)).toContain("Roaming Student");

    // The same cookie, kept by an attacker who copied it, is refused on A once B has signed it out.
    const stale = signedIn.clone();
    expect((await send("/logout", { to: "b", jar: signedIn, form: {} })).status).toBe(302);
    const afterLogout = await send("/dashboard", { to: "a", jar: stale });
    expect(afterLogout.status).toBe(302);
    expect(afterLogout.headers.get("location")).toMatch(/^\/login/);
  });

  it("failed sign-ins count across both instances", async () => {
    const victim = await register("Guessed At", "b");
    // Three failures, spread A, B, A: per instance B has seen one, A two — neither reached the limit.
    for (const to of ["a", "b", "a"] as const) {
      const res = await send("/login", { to, jar: new CookieJar(), form: { email: victim.email, password: "not the password" } });
      expect(res.status).toBe(400);
    }
    // Together they did: the right password is held back on B too, and no session is opened.
    const jar = new CookieJar();
    const slowed = await send("/login", { to: "b", jar, form: { email: victim.email, password: victim.password } });
    expect(slowed.status).toBe(429);
    expect(jar.cookies.has("better-auth.session_token")).toBe(false);
  });

  it("an admin edit through A shows on B's anonymous cached catalogue page within 2 s", async () => {
    const demoAdmin = /Demo admin: +(\S+) +password: (\S+)/.exec(instance("a").output());
    expect(demoAdmin, instance("a").output()).toBeTruthy();
    const admin = new CookieJar();
    expect((await send("/login", { to: "a", jar: admin, form: { email: demoAdmin![1], password: demoAdmin![2] } })).status).toBe(302);

    // A published course the catalogue page lists, and B serving that page from its cache.
    const courses = await query<{
      id: number; name: string; category: string; description: string; image: string; thumbnail: string; rating_tenths: number; price_rupees: number;
      instructor: string; language: string; duration: string; search_keywords: string; trailer_url: string; highlights: string[]; requirements: string[];
    }>("select * from courses where published order by id");
    const anonymous = async () => send("/courses", { to: "b" });
    const first = await (await anonymous()).text();
    const course = courses.find((c) => /^[\w .,()-]+$/.test(c.name) && first.includes(c.name));
    expect(course, "a course listed on /courses").toBeDefined();
    const cached = await anonymous();
    expect(cached.headers.get("x-page-cache")).toBe("hit");

    const newName = `${course!.name} (revised ${randomBytes(3).toString("hex")})`;
    const saved = await send(`/admin/courses/${course!.id}`, {
      to: "a",
      jar: admin,
      form: {
        intent: "save-course",
        name: newName,
        category: course!.category,
        description: course!.description,
        image: course!.image,
        thumbnail: course!.thumbnail,
        rating: String(course!.rating_tenths / 10),
        price: String(course!.price_rupees),
        instructor: course!.instructor,
        language: course!.language,
        duration: course!.duration,
        searchKeywords: course!.search_keywords,
        trailerUrl: course!.trailer_url,
        highlights: course!.highlights.join("\n"),
        requirements: course!.requirements.join("\n"),
        published: "on",
      },
    });
    const savedAt = Date.now();
    expect(saved.status, await saved.clone().text().then((t) => t.slice(0, 500))).toBe(302);
    const seenAfterMs = await waitFor("the new name on B's catalogue page", 5_000, async () => ((await (await anonymous()).text()).includes(newName) ? Date.now() - savedAt : false), 50);
    process.stdout.write(`multi-instance: the edit through A showed on B after ${seenAfterMs} ms\n`);
    expect(seenAfterMs).toBeLessThan(2_000);
    // Cached again, with the new name.
    const again = await anonymous();
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toContain(newName);
  });

  it("a file uploaded through A downloads through B", async () => {
    const owner = await register("Photo Owner", "a");
    const form = new FormData();
    form.set("name", "Photo Owner");
    form.set("photo", new File([new Uint8Array(await phonePhoto({ width: 800, height: 600 }))], "me.jpg", { type: "image/jpeg" }));
    expect((await send("/profile", { to: "a", jar: owner.jar, form })).status).toBe(200);
    const [{ image }] = await query<{ image: string | null }>("select image from users where id = $1", [owner.userId]);
    expect(image).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
    const fromB = await send(image!, { to: "b", jar: owner.jar });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await fromB.arrayBuffer());
    // The very bytes A put in the shared bucket (neither instance's disk holds them).
    const stored = await readStoredFile(new S3Store(s3!.settings), `avatars/${image!.slice("/api/avatars/".length)}`);
    expect(bytes.equals(stored)).toBe(true);
  });

  it("the reconciler runs in one instance, not in both", async () => {
    // Exactly one instance took job leadership.
    expect(leads(instance("a")) + leads(instance("b"))).toBe(1);
    const leader: Name = leads(instance("a")) === 1 ? "a" : "b";
    const runs = (name: Name) => metric(name, "vidyapath_job_runs_total", 'job="payment_reconciler"');
    // Over several reconcile periods, the leader's round counter grows and the other's stays at 0;
    // the rounds counted in all match one reconciler, not two.
    const startedAt = Date.now();
    const before = { leader: await runs(leader), follower: await runs(other(leader)) };
    expect(before.follower).toBe(0);
    const after = await waitFor("three more reconciler rounds", 15_000, async () => {
      const n = await runs(leader);
      return n >= before.leader + 3 ? n : false;
    }, 200);
    const elapsedS = (Date.now() - startedAt) / 1000;
    expect(await runs(other(leader))).toBe(0);
    expect(after - before.leader).toBeLessThanOrEqual(Math.ceil(elapsedS / RECONCILE_SECONDS) + 1);
  });

  it("kill -9 of the instance serving a purchase loses nothing: the other completes it, with exactly one grant", async () => {
    const leader: Name = leads(instance("a")) === 1 ? "a" : "b";
    const survivor = other(leader);
    const list = (await (await send("/api/courses?type=Paid")).json()) as { courses: { id: number }[] };
    const courseId = list.courses[0].id;
    const student = await register("Paying Student", leader);
    expect((await send(`/courses/${courseId}/content`, { jar: student.jar })).status).toBe(302);

    // The purchase, served by the leader (the instance that would deliver the gateway's webhooks):
    // order created, paid on the sandbox sheet; the browser does not follow the redirect back.
    const created = await send("/api/payment/create-order", { to: leader, jar: student.jar, json: { courseId } });
    expect(created.status).toBe(200);
    const order = (await created.json()) as { id: string; receipt: string };
    const paid = await send(`/sandbox/pay/${order.id}`, { to: leader, jar: student.jar, form: { intent: "success" } });
    const paidAt = Date.now();
    expect(paid.status).toBe(302);
    const returnTo = paid.headers.get("location")!;
    expect(returnTo).toMatch(/\/return\?razorpay_payment_id=pay_/);
    const killed = instance(leader).child;
    killed.kill("SIGKILL");
    await exited(killed);
    const killedAfterMs = Date.now() - paidAt;

    const owed = await query<{ delivered_at: Date | null }>("select delivered_at from sandbox_webhooks where body like $1", [`%${order.id}%`]);
    expect(owed).toHaveLength(2);
    const deliveredBeforeKill = owed.filter((w) => w.delivered_at).length;
    if (deliveredBeforeKill > 0) console.warn(`multi-instance: ${deliveredBeforeKill} webhook(s) were delivered in the ${killedAfterMs} ms before the kill`);

    // The survivor takes the jobs over and delivers the webhooks; through the balancer the student
    // gets the course, and no request fails on the way (the balancer sends them to the survivor).
    const statuses: number[] = [];
    await waitFor("access through the balancer after the kill", 20_000, async () => {
      const res = await send(`/courses/${courseId}/content`, { jar: student.jar });
      statuses.push(res.status);
      expect(res.headers.get(SERVED_BY_HEADER)).toBe(survivor);
      return res.status === 200;
    }, 250);
    process.stdout.write(`multi-instance: access through the survivor ${Date.now() - paidAt} ms after the payment (killed ${killedAfterMs} ms after it)\n`);
    expect(statuses.filter((s) => s !== 200 && s !== 302)).toEqual([]);
    expect(leads(instance(survivor))).toBe(1);
    if (deliveredBeforeKill === 0) expect(await metric(survivor, "vidyapath_payment_outcomes_total", 'outcome="paid"')).toBe(1);
    await waitFor("every webhook delivered", 15_000, async () => (await query("select 1 from sandbox_webhooks where delivered_at is null")).length === 0, 250);

    // The browser comes back late, to the survivor: still one grant.
    const back = await send(new URL(returnTo, lb!.origin).pathname + new URL(returnTo, lb!.origin).search, { jar: student.jar });
    expect(back.status).toBeLessThan(500);
    const [grant] = await query<{ enrollments: number; entitlements: number; status: string; payment_id: string | null }>(
      `select (select count(*)::int from enrollments where user_id = $1 and course_id = $2) as enrollments,
              (select count(*)::int from entitlements where user_id = $1 and product_id = $2::text) as entitlements,
              o.status, o.payment_id
         from orders o where o.id = $3`,
      [student.userId, courseId, order.receipt],
    );
    expect(grant).toMatchObject({ status: "paid", enrollments: 1, entitlements: 1 });
    expect(grant.payment_id).toMatch(/^pay_/);
    expect(await query("select id from orders where status = 'attempted'")).toEqual([]);
  });
});
