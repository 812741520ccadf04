// Liveness and readiness are separate (issue 13): /api/health answers while the process serves,
// even with the database gone; /api/ready says 503 while the database is unreachable or a migration
// this build ships is not applied yet (another instance still migrating), and 200 again after.
import { describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase, pool } from "../../app/lib/db.server";
import { send } from "../support/test-app";

describe("health and readiness", () => {
  it("is ready on a migrated database", async () => {
    const res = await send("/api/ready");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual({ status: "ready", database: "ok", migrations: "ok" });
  });

  it("is not ready while the newest migration is not applied, and ready again after", async () => {
    const { rows } = await pool().query<{ id: number; hash: string; created_at: string }>(
      "select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    const newest = rows[0]!;
    await pool().query("delete from drizzle.__drizzle_migrations where id = $1", [newest.id]);
    try {
      const res = await send("/api/ready");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "not-ready", database: "ok", migrations: "pending" });
      expect((await send("/api/health")).status).toBe(200);
    } finally {
      await pool().query("insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)", [newest.id, newest.hash, newest.created_at]);
    }
    expect((await send("/api/ready")).status).toBe(200);
  });

  it("stays alive but not ready while the database is unreachable", async () => {
    const url = process.env.DATABASE_URL!;
    await disconnectDatabase();
    connectDatabase("postgres://vp:vp@127.0.0.1:1/none", 1);
    try {
      const health = await send("/api/health");
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      const ready = await send("/api/ready");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not-ready", database: "unreachable", migrations: "unknown" });
    } finally {
      await disconnectDatabase();
      connectDatabase(url, 5);
    }
  });
});
