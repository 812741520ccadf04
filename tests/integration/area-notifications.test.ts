// Issue 13: a change to a content area made in one process reaches every other process's caches
// within 2 s through PostgreSQL LISTEN/NOTIFY, and a listener whose connection dropped catches up by
// dropping every area once it is back.
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type ContentArea, CONTENT_AREAS, bumpArea, setAreaAnnouncer } from "../../app/lib/cache/content-areas";
import { listenForAreaChanges, notifyAreaChanged, type AreaListener } from "../../app/lib/cache/area-notifications.server";
import { pool } from "../../app/lib/db.server";

const listeners: AreaListener[] = [];
afterEach(async () => {
  setAreaAnnouncer(null);
  for (const l of listeners.splice(0)) await l.stop();
});

const until = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return condition();
};

/** A listener standing for one process: it records the areas it was told of. */
async function processListening() {
  const heard: ContentArea[] = [];
  const listener = listenForAreaChanges({ connectionString: process.env.DATABASE_URL!, onChange: (a) => heard.push(a), reconnectMs: 200 });
  listeners.push(listener);
  expect(await until(() => listener.connected(), 5_000)).toBe(true);
  return { heard, listener };
}

describe("content-area changes across processes", () => {
  it("a bump in one process reaches the other processes within 2 s", async () => {
    const a = await processListening();
    const b = await processListening();
    // Process A's bumpArea announces through its pool, as the server wires it at start-up.
    setAreaAnnouncer((area) => void notifyAreaChanged(pool(), area));
    const started = Date.now();
    bumpArea("blogs");
    expect(await until(() => b.heard.includes("blogs"), 2_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    // The announcing process hears its own notification too (a harmless second bump), and only that area.
    expect(await until(() => a.heard.includes("blogs"), 2_000)).toBe(true);
    expect(b.heard).toEqual(["blogs"]);
  });

  it("ignores payloads that are not areas", async () => {
    const b = await processListening();
    await pool().query("select pg_notify('vidyapath_content_area', 'not-an-area')");
    await pool().query("select pg_notify('vidyapath_content_area', 'quizzes')");
    expect(await until(() => b.heard.length > 0, 2_000)).toBe(true);
    expect(b.heard).toEqual(["quizzes"]);
  });

  it("after its connection is lost, a listener reconnects, drops every area, and hears later changes", async () => {
    const b = await processListening();
    const before = b.listener.backendPid()!;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [before]);
    await admin.end();
    expect(await until(() => CONTENT_AREAS.every((area) => b.heard.includes(area)), 5_000)).toBe(true);
    expect(b.listener.backendPid()).not.toBe(before);
    b.heard.length = 0;
    await notifyAreaChanged(pool(), "resources");
    expect(await until(() => b.heard.includes("resources"), 2_000)).toBe(true);
  });
});
