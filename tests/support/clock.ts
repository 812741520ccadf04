// Browser time under the test's control (Playwright's page.clock), instead of sleeping while a timer
// runs. Install before the page loads, so the page's setInterval/setTimeout/Date are the fake ones;
// the clock runs with real time until paused (so hydration and our frame waits behave normally).
// Once paused, only `advance` moves time: timers due in that span fire, nothing else does.
import type { Page } from "playwright-core";

export const CLOCK_START = new Date("2026-03-01T10:00:00+05:30").getTime();

/** Call before page.goto: the page's timers and Date are fake from its first script on. */
export async function installClock(page: Page, time = CLOCK_START) {
  await page.clock.install({ time });
}

/** Stops the page's fake time (a little ahead of where it is); returns the paused time. */
export async function pauseClock(page: Page): Promise<number> {
  const at = (await page.evaluate(() => Date.now())) + 1_000;
  await page.clock.pauseAt(at);
  return at;
}

/**
 * Lets the page finish what the last event or timer scheduled: React commits through the scheduler's
 * MessageChannel task (not a faked timer), so two message round trips see any commit it queued.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    }
  });
}

/** Moves the paused fake clock forward by `ms`, firing the timers due on the way, then settles. */
export async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settle(page);
}

/**
 * Runs `work` that needs the page's timers (axe-core schedules its steps with setTimeout) while the
 * clock is paused: the clock ticks 1 ms at a time until the work is done, so only a little fake time
 * passes. Read the page's Date.now() afterwards to know how much.
 */
export async function withTicking<T>(page: Page, work: () => Promise<T>): Promise<T> {
  let done = false;
  const running = work().finally(() => {
    done = true;
  });
  while (!done) await page.clock.runFor(1);
  return running;
}
