// Structured JSON logs, one line each. Never pass secrets, passwords, tokens or cookies here; the
// redaction below is a safety net for keys that look sensitive, not a licence to log them.
//
// The logger reads LOG_LEVEL itself and never the settings (env()): start-up logs long before the
// settings are complete (AUTH_SECRET comes from the database), and a logger that read them early
// once cached settings without the secret. A wrong LOG_LEVEL is still reported by the settings
// check at start-up; until then, and if it is wrong, the level is info.
import { z } from "zod";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;
const levelSchema = z.enum(["debug", "info", "warn", "error", "silent"]);

// Parsed again only when the variable changes (tests change it at run time).
let seen: { raw: string | undefined; threshold: number } | undefined;
function threshold(): number {
  const raw = process.env.LOG_LEVEL;
  if (seen?.raw !== raw || !seen) {
    const parsed = levelSchema.safeParse(raw?.trim() || "info");
    seen = { raw, threshold: parsed.success ? LEVELS[parsed.data] : LEVELS.info };
  }
  return seen.threshold;
}
const SENSITIVE = /pass|secret|token|cookie|authorization|signature/i;

function redact(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = SENSITIVE.test(k) ? "[redacted]" : v;
  return out;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (LEVELS[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...redact(fields) });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  debug: (msg: string, f?: Record<string, unknown>) => write("debug", msg, f),
  info: (msg: string, f?: Record<string, unknown>) => write("info", msg, f),
  warn: (msg: string, f?: Record<string, unknown>) => write("warn", msg, f),
  error: (msg: string, f?: Record<string, unknown>) => write("error", msg, f),
};
