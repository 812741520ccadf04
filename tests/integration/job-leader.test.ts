// Issue 13: background jobs run once across processes. Two "instances" (two leadership objects, each
// with its own connection) compete for the advisory lock: exactly one runs the jobs; when the
// leader's connection is killed (as when its process dies), the other takes over within seconds.
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startJobLeader, type JobLeader } from "../../server/job-leader";

const leaders: JobLeader[] = [];
afterEach(async () => {
  for (const l of leaders.splice(0)) await l.stop();
});

const until = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return condition();
};

/** A leadership object whose "job" counts how many times it was started and whether it runs now. */
function instance(key: number) {
  const state = { starts: 0, running: false, leader: null as unknown as JobLeader };
  state.leader = startJobLeader({
    connectionString: process.env.DATABASE_URL!,
    key,
    retryMs: 200,
    healthMs: 200,
    onLead: () => {
      state.starts += 1;
      state.running = true;
      return () => {
        state.running = false;
      };
    },
  });
  leaders.push(state.leader);
  return state;
}

async function terminate(backendPid: number) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [backendPid]);
  } finally {
    await admin.end();
  }
}

describe("job leadership", () => {
  it("runs the jobs in exactly one of two instances, and fails over when the leader's connection dies", async () => {
    const key = 900_000 + Math.floor(Math.random() * 100_000); // own key: test files run in parallel
    const a = instance(key);
    const b = instance(key);
    expect(await until(() => a.running || b.running, 5_000)).toBe(true);
    // Give the follower several attempts: it must stay a follower.
    await new Promise((r) => setTimeout(r, 1_000));
    expect([a.running, b.running].filter(Boolean)).toHaveLength(1);
    expect(a.starts + b.starts).toBe(1);

    const [leader, follower] = a.running ? [a, b] : [b, a];
    await terminate(leader.leader.backendPid()!);
    // The old leader notices its broken connection and stops its jobs; the other takes the lock.
    expect(await until(() => follower.running && !leader.running, 5_000)).toBe(true);
    expect(follower.starts).toBe(1);
    // Still exactly one, also after the old leader reconnects and competes again.
    await new Promise((r) => setTimeout(r, 1_000));
    expect([a.running, b.running].filter(Boolean)).toHaveLength(1);
    expect(follower.running).toBe(true);

    // A leader that stops gives the lock up at once.
    await follower.leader.stop();
    expect(await until(() => leader.running, 5_000)).toBe(true);
  });
});
