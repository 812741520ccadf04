// One server per data directory. A server left running by a killed `npm start` (its npm parent was
// SIGKILLed) is asked to stop before we take over, so two servers never share one embedded database.
// The running server also watches its parent: when `npm start` is killed, it shuts down by itself.
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

// A zombie (dead, not yet reaped: PID 1 on some machines never reaps orphans) counts as dead.
const alive = (pid: number) => {
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
};

const isOurServer = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return process.platform !== "linux"; // no /proc: trust the pid file
  }
};

export async function takeInstanceLock(dataDir: string, log: (m: string) => void): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.resolve(dataDir, "server.pid");
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (pid && pid !== process.pid && alive(pid) && isOurServer(pid)) {
      log(`stopping the previous Vidyapath server (pid ${pid}) that is still running`);
      process.kill(pid, "SIGTERM");
      const deadline = Date.now() + 20_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      if (alive(pid)) process.kill(pid, "SIGKILL");
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // already gone
    }
  };
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
    if (!alive(watched)) onOrphaned();
  }, 1000);
  timer.unref();
}
