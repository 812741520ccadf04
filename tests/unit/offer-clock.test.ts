// The offer countdown's clock (issue 9, A4): one start per visitor and course, kept in storage, never
// more than 3600 s, over at zero. Time is passed in, never slept.
import { describe, expect, it } from "vitest";
import { formatOfferTime, OFFER_SECONDS, offerSecondsLeft, offerStartedAt, offerStorageKey, type OfferStore } from "~/features/courses/offer-clock";

function memoryStore(initial: Record<string, string> = {}): OfferStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);

describe("offer countdown clock", () => {
  it("starts on the first visit and keeps that start on later visits (a reload does not restart it)", () => {
    const store = memoryStore();
    expect(offerStartedAt(store, 7, T0)).toBe(T0);
    expect(store.data.get(offerStorageKey(7))).toBe(String(T0));
    const later = T0 + 10 * 60_000;
    expect(offerStartedAt(store, 7, later)).toBe(T0);
    expect(offerSecondsLeft(T0, later)).toBe(OFFER_SECONDS - 600);
  });

  it("is kept per course", () => {
    const store = memoryStore();
    offerStartedAt(store, 7, T0);
    expect(offerStartedAt(store, 8, T0 + 5_000)).toBe(T0 + 5_000);
  });

  it("counts down to zero and stays there", () => {
    expect(offerSecondsLeft(T0, T0)).toBe(3600);
    expect(offerSecondsLeft(T0, T0 + 999)).toBe(3600);
    expect(offerSecondsLeft(T0, T0 + 1_000)).toBe(3599);
    expect(offerSecondsLeft(T0, T0 + 3_599_000)).toBe(1);
    expect(offerSecondsLeft(T0, T0 + 3_600_000)).toBe(0);
    expect(offerSecondsLeft(T0, T0 + 86_400_000)).toBe(0);
  });

  it("restarts on a stored value that is garbage or in the future, and never shows more than 3600 s", () => {
    for (const bad of ["soon", "", "-5", "1e12", String(T0 + 60_000)]) {
      const store = memoryStore({ [offerStorageKey(1)]: bad });
      expect(offerStartedAt(store, 1, T0), bad).toBe(T0);
    }
    expect(offerSecondsLeft(T0 + 60_000, T0)).toBe(3600);
  });

  it("still works when storage throws (blocked or full)", () => {
    const throwing: OfferStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(offerStartedAt(throwing, 1, T0)).toBe(T0);
    expect(offerStartedAt(null, 1, T0)).toBe(T0);
  });

  it("formats mm:ss", () => {
    expect(formatOfferTime(3600)).toBe("60:00");
    expect(formatOfferTime(2700)).toBe("45:00");
    expect(formatOfferTime(61)).toBe("01:01");
  });
});
