// Starting the real server as a separate process (`node scripts/start.mjs` or `npm start`), the way a
// user does, for the lifecycle and kill tests.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

export type AppProcess = { child: ChildProcess; output: () => string };

/** Starts the app with the embedded PostgreSQL in `dataDir` (or `env.DATABASE_URL`) and the sandbox
 * gateway; resolves when it prints its ready line, rejects if it exits first. */
export async function startAppProcess(opts: { dataDir: string; port: number; command?: "node" | "npm"; env?: Record<string, string> }): Promise<AppProcess> {
  // Not inherited: the test runner's DATABASE_URL (the embedded PostgreSQL is the default), its
  // AUTH_SECRET (a real `npm start` has none: it generates one), its NODE_ENV and payment keys.
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "AUTH_SECRET", "NODE_ENV", "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"]) delete inherited[name];
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATA_DIR: opts.dataDir,
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${opts.port}`,
    LOG_LEVEL: "info",
    SEED_DEMO_CONTENT: "true",
    // One process unless a test asks for the cluster (many-processes.test.ts): these tests are about
    // other things, and three processes per server overload a small test machine.
    WEB_CONCURRENCY: "1",
    ...opts.env,
  };
  const child =
    opts.command === "npm"
      ? spawn("npm", ["start", "--silent"], { env, stdio: ["ignore", "pipe", "pipe"] })
      : spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes("Vidyapath is running at")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early (${code}):\n${out}`));
    });
  });
  return { child, output: () => out };
}

/** Resolves with the exit code once the process has ended (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(child.exitCode) : child.once("exit", (code) => r(code))));
}
