// Who serves from a data directory: DATA_DIR/server.pid records the server's pid, the pid of the
// `npm start` (or shell) that launched it, and its URL. Plain JavaScript so that scripts/start.mjs
// can refuse a second start before it builds anything, and server/instance-lock.ts (the lock
// itself) decides the same way.
import { readFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";

/** @param {string} dataDir */
export const serverPidFile = (dataDir) => path.resolve(dataDir, "server.pid");

/** Alive and not a zombie (dead, not yet reaped: PID 1 on some machines never reaps orphans).
 * @param {number} pid */
export function processAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat[stat.lastIndexOf(")") + 2] !== "Z";
  } catch {
    return true; // no /proc: kill(0) said it exists
  }
}

/** A pid can be reused by another program after a crash: only a node process can be our server.
 * @param {number} pid */
function isNodeProcess(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return process.platform !== "linux"; // no /proc: trust the pid file
  }
}

const positive = (value) => (Number.isInteger(value) && value > 0 ? value : null);

/** The recorded server, or null when there is no readable record. Older versions wrote the bare pid.
 * @param {string} dataDir */
export function readServerRecord(dataDir) {
  let text;
  try {
    text = readFileSync(serverPidFile(dataDir), "utf8").trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), launcherPid: null, url: null };
  try {
    const raw = JSON.parse(text);
    const pid = positive(raw?.pid);
    if (!pid) return null;
    return { pid, launcherPid: positive(raw.launcherPid), url: typeof raw.url === "string" ? raw.url : null };
  } catch {
    return null;
  }
}

/** "serving": a live server whose launcher is still there — never touched. "orphaned": a live server
 * whose `npm start` was killed; it stops itself within about a second (watchParent). "stale": nobody.
 * @param {{ pid: number; launcherPid: number | null } | null} record */
export function serverState(record) {
  if (!record || record.pid === process.pid || !processAlive(record.pid) || !isNodeProcess(record.pid)) return "stale";
  if (record.launcherPid && !processAlive(record.launcherPid)) return "orphaned";
  return "serving";
}

/** @param {string} dataDir @param {{ pid: number; url: string | null }} record */
export function alreadyRunningMessage(dataDir, record) {
  return [
    `Vidyapath is already running from this data directory (${path.resolve(dataDir)}):`,
    `  process ${record.pid}${record.url ? `, serving ${record.url}` : ""}.`,
    `Stop it first (Ctrl+C in its terminal, or: kill ${record.pid}), or start this one with its own DATA_DIR and PORT.`,
  ].join("\n");
}
