// The runner's autosave (browser only, decision 039): every answer is PUT to the JSON API as it is
// given. Saves go through a queue kept in localStorage per attempt, so an answer given offline (or in
// a tab that closes before the save lands) is sent when the network is back or the runner opens
// again. The latest body per question wins; `timeSpentMs` is a running total the server keeps the
// largest of, so replaying a save changes nothing. A 409 ends the run when the attempt is over (time
// up, submitted): the page shows the result; a 409 for one locked answer (a practice question already
// checked) drops that save only. The server's Date header keeps the countdown's clock offset honest.
export type SaveBody = { optionIds?: number[]; value?: number | null; markedForReview?: boolean; timeSpentMs?: number };
export type SyncStatus = "saved" | "saving" | "offline" | "error";
/** Pending saves by "q<questionId>", oldest first. */
export type Pending = Record<string, SaveBody>;

const storageKey = (attemptId: string) => `vp-quiz-queue:${attemptId}`;

function readPending(attemptId: string): Pending {
  try {
    const raw = window.localStorage.getItem(storageKey(attemptId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" ? (parsed as Pending) : {};
  } catch {
    return {};
  }
}

function writePending(attemptId: string, pending: Pending) {
  try {
    if (Object.keys(pending).length) window.localStorage.setItem(storageKey(attemptId), JSON.stringify(pending));
    else window.localStorage.removeItem(storageKey(attemptId));
  } catch {
    // Storage full or blocked: the save still goes out now; only the offline replay is lost.
  }
}

export type AnswerSync = {
  /** Queue a save (merged over one still pending for the question) and send it. */
  save(questionId: number, body: SaveBody): void;
  /** Send what is pending; resolves when the queue is empty or cannot be emptied now. */
  flush(): Promise<void>;
  pending(): Pending;
  dispose(): void;
};

export function createAnswerSync(attemptId: string, events: { status(s: SyncStatus): void; closed(): void; serverTime(ms: number): void }): AnswerSync {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Whether the attempt is over (submitted or timed out); null when the network failed. */
  async function attemptOver(): Promise<boolean | null> {
    try {
      const res = await fetch(`/api/attempts/${attemptId}/result`, { headers: { Accept: "application/json" }, credentials: "same-origin" });
      return res.status !== 409;
    } catch {
      return null;
    }
  }

  async function sendAll(): Promise<void> {
    let failed = false;
    for (;;) {
      const pending = readPending(attemptId);
      const entries = Object.entries(pending);
      if (entries.length === 0) {
        events.status(failed ? "error" : "saved");
        return;
      }
      if (typeof navigator !== "undefined" && navigator.onLine === false) {
        events.status("offline");
        return;
      }
      events.status("saving");
      const [key, body] = entries[0];
      let res: Response;
      try {
        res = await fetch(`/api/attempts/${attemptId}/answers/${key.slice(1)}`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
      } catch {
        events.status("offline");
        return;
      }
      const date = res.headers.get("date");
      if (date) events.serverTime(Date.parse(date));
      const now = readPending(attemptId);
      const unchanged = JSON.stringify(now[key]) === JSON.stringify(body);
      if (res.status === 204 || (res.status >= 400 && res.status < 500 && res.status !== 409 && res.status !== 429)) {
        // Saved, or refused for good (a bad body would be refused again): out of the queue.
        if (unchanged) delete now[key];
        writePending(attemptId, now);
        if (res.status !== 204) failed = true;
        continue;
      }
      if (res.status === 409) {
        // A 409 is also "this answer is locked" (a practice question already checked), which must
        // not end the run: only an attempt that is over does. Its result answers once it is
        // submitted (the first save after the deadline submits it); 409 there means it is still open.
        const over = await attemptOver();
        if (over === null) {
          events.status("offline");
          return;
        }
        if (over) {
          writePending(attemptId, {});
          events.closed();
          return;
        }
        const left = readPending(attemptId);
        if (JSON.stringify(left[key]) === JSON.stringify(body)) delete left[key];
        writePending(attemptId, left);
        failed = true;
        continue;
      }
      events.status(res.status === 429 ? "saving" : "error");
      return;
    }
  }

  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sendAll().finally(() => {
      running = null;
      if (again) {
        again = false;
        void flush();
      }
    });
    return running;
  }

  const online = () => void flush();
  window.addEventListener("online", online);
  const retry = window.setInterval(() => {
    if (Object.keys(readPending(attemptId)).length) void flush();
  }, 15_000);

  return {
    save(questionId, body) {
      // Keys are "q<id>" so the queue keeps the order answers were given in (integer-like keys would
      // be sorted); a question saved again moves to the end, so the last save is the last question.
      const pending = readPending(attemptId);
      const key = `q${questionId}`;
      const merged = { ...pending[key], ...body };
      delete pending[key];
      pending[key] = merged;
      writePending(attemptId, pending);
      void flush();
    },
    flush,
    pending: () => readPending(attemptId),
    dispose() {
      stopped = true;
      window.removeEventListener("online", online);
      window.clearInterval(retry);
    },
  };
}
