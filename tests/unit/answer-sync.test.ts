// The runner's autosave queue (app/features/quizzes/answer-sync.ts) on a 409: only an attempt that is
// over (time up, submitted) ends the run; a 409 for one locked answer (a practice question already
// checked) drops that save and the others still go out. A browser-free harness: a Map for
// localStorage and a scripted fetch.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAnswerSync, type SyncStatus } from "../../app/features/quizzes/answer-sync";

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;
const store = new Map<string, string>();
const g = globalThis as Record<string, unknown>;
const saved = { window: g.window, fetch: g.fetch };

beforeEach(() => {
  calls = [];
  store.clear();
  g.window = {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  g.fetch = async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  };
});
afterEach(() => {
  g.window = saved.window;
  g.fetch = saved.fetch;
});

function harness() {
  const events = { closed: 0, statuses: [] as SyncStatus[] };
  const sync = createAnswerSync("a1", { status: (s) => events.statuses.push(s), closed: () => events.closed++, serverTime: () => undefined });
  return { sync, events };
}
const status = (n: number) => new Response(n === 204 ? null : "{}", { status: n });

describe("the autosave queue on a 409", () => {
  it("a locked answer's 409 drops that save only: the run goes on and the next answer is saved", async () => {
    answer = (c) => (c.url.endsWith("/answers/1") ? status(409) : c.url.endsWith("/result") ? status(409) : status(204));
    const { sync, events } = harness();
    sync.save(1, { optionIds: [11] });
    sync.save(2, { optionIds: [21] });
    await sync.flush();
    await sync.flush();
    expect(events.closed).toBe(0);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["PUT /api/attempts/a1/answers/1", "GET /api/attempts/a1/result", "PUT /api/attempts/a1/answers/2"]);
    expect(sync.pending()).toEqual({});
    sync.dispose();
  });

  it("a 409 from an attempt that is over (its result answers) ends the run and empties the queue", async () => {
    answer = (c) => (c.url.endsWith("/result") ? status(200) : status(409));
    const { sync, events } = harness();
    sync.save(1, { optionIds: [11] });
    sync.save(2, { optionIds: [21] });
    await sync.flush();
    expect(events.closed).toBe(1);
    expect(sync.pending()).toEqual({});
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
    sync.dispose();
  });

  it("when the check itself fails (network), the answers stay queued for later", async () => {
    answer = (c) => {
      if (c.url.endsWith("/result")) throw new TypeError("network down");
      return status(409);
    };
    const { sync, events } = harness();
    sync.save(1, { optionIds: [11] });
    await sync.flush();
    expect(events.closed).toBe(0);
    expect(events.statuses.at(-1)).toBe("offline");
    expect(Object.keys(sync.pending())).toEqual(["q1"]);
    sync.dispose();
  });
});
