// Structured JSON logs, one line each. Never pass secrets, passwords, tokens or cookies here; the
// redaction below is a safety net for keys that look sensitive, not a licence to log them.
import { env } from "./env.server";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;
const SENSITIVE = /pass|secret|token|cookie|authorization|signature/i;

function redact(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = SENSITIVE.test(k) ? "[redacted]" : v;
  return out;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  let threshold: number = LEVELS.info;
  try {
    threshold = LEVELS[env().LOG_LEVEL];
  } catch {
    // env not valid yet: log at info
  }
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...redact(fields) });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  debug: (msg: string, f?: Record<string, unknown>) => write("debug", msg, f),
  info: (msg: string, f?: Record<string, unknown>) => write("info", msg, f),
  warn: (msg: string, f?: Record<string, unknown>) => write("warn", msg, f),
  error: (msg: string, f?: Record<string, unknown>) => write("error", msg, f),
};
