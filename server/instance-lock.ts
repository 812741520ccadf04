// One server per data directory. DATA_DIR/server.pid (created exclusively) names the server serving
// from it, its launcher and its URL (server/server-record.mjs). A second start while that server is
// serving refuses with a message and touches nothing: stopping it, as earlier versions did, let the
// newcomer boot half-configured. Only what nobody serves is taken over: a stale pid file, or a server
// whose `npm start` was killed — it stops itself within a second (watchParent), and we wait for that.
// The running server also watches its launcher: when `npm start` is killed, it shuts down by itself.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { alreadyRunningMessage, processAlive, readServerRecord, serverPidFile, serverState, type ServerRecord } from "./server-record.mjs";

/** A refusal to start that is the user's to resolve: printed as is, without a stack trace. */
export class StartRefused extends Error {}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, ms: number) {
  const deadline = Date.now() + ms;
  while (processAlive(pid) && Date.now() < deadline) await pause(200);
  return !processAlive(pid);
}

/** An orphaned server stops itself; if it does not (stuck shutdown), ask, then insist. */
async function retireOrphan(pid: number, log: (m: string) => void) {
  log(`waiting for the Vidyapath server left by a stopped npm start (pid ${pid}) to shut down`);
  if (await waitForExit(pid, 10_000)) return;
  process.kill(pid, "SIGTERM");
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, "SIGKILL");
  await waitForExit(pid, 5_000);
}

// Removes the record only if it still names `pid`: another starter may have replaced it meanwhile.
function removeRecordOf(file: string, dataDir: string, pid: number) {
  if (readServerRecord(dataDir)?.pid === pid) rmSync(file, { force: true });
}

export async function takeInstanceLock(dataDir: string, opts: { url: string; log: (m: string) => void }): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = serverPidFile(dataDir);
  const mine: ServerRecord = { pid: process.pid, launcherPid: launcherPid(), url: opts.url };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: "wx", mode: 0o600 });
      return () => removeRecordOf(file, dataDir, process.pid);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const existing = readServerRecord(dataDir);
    if (!existing) {
      // Empty or unreadable: another starter may be between creating and writing it. Look again;
      // only a record that stays unreadable is removed.
      if (attempt < 2) await pause(300);
      else rmSync(file, { force: true });
      continue;
    }
    const state = serverState(existing);
    if (state === "serving") throw new StartRefused(alreadyRunningMessage(dataDir, existing));
    if (state === "orphaned") await retireOrphan(existing.pid, opts.log);
    else opts.log(`removing the stale server.pid of a server that is gone (pid ${existing.pid})`);
    removeRecordOf(file, dataDir, existing.pid);
  }
  throw new StartRefused(`Could not take ${file}: other Vidyapath servers keep starting from this data directory.`);
}

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so split after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) || null;
  } catch {
    return null;
  }
}

/** The process that started us: `npm start` runs us through `sh -c`, so look past the shell for npm. */
function launcherPid(): number {
  let pid: number | null = process.ppid;
  for (let depth = 0; pid && depth < 3; depth++) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("npm")) return pid;
    } catch {
      break;
    }
    pid = parentOf(pid);
  }
  return process.ppid;
}

/** Calls `onOrphaned` when the process that started us (npm, or our direct parent) goes away. */
export function watchParent(onOrphaned: () => void) {
  const watched = launcherPid();
  const timer = setInterval(() => {
    if (!processAlive(watched)) onOrphaned();
  }, 1000);
  timer.unref();
}
