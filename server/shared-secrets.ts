// AUTH_SECRET shared by every instance on one database (decision 016). Sessions, better-auth's
// signed cookies and the sandbox gateway's keys all derive from it, so two instances with different
// secrets reject each other's sessions and payment returns.
// - Not configured: the secret is generated once and kept in app_secrets. The first instance wins
//   an INSERT … ON CONFLICT DO NOTHING and everyone reads the winner. A DATA_DIR/auth-secret file
//   left by an older version is offered as the first value, so its sessions survive the upgrade.
// - Configured: only an HMAC fingerprint is stored (never the secret). An instance whose secret has
//   another fingerprint refuses to start, unless AUTH_SECRET_ROTATE=true says it replaces it.
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { StartRefused } from "./instance-lock";

// Raw SQL on one connection, under an advisory lock: two instances starting at once (one configured,
// one not) must not each record their own kind of secret. The table is app_secrets in db/schema.ts.
type Sql = pg.PoolClient;
const LOCK = 727275; // migrations use 727274

export const GENERATED = "auth_secret";
export const FINGERPRINT = "auth_secret_fingerprint";

/** Identifies a secret without revealing it: an HMAC keyed by the secret over a fixed label. */
export function secretFingerprint(secret: string) {
  return createHmac("sha256", secret).update("vidyapath auth-secret fingerprint v1").digest("hex");
}

async function stored(db: Sql, name: string): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>("select value from app_secrets where name = $1", [name]);
  return rows[0]?.value ?? null;
}

const insertIfMissing = (db: Sql, name: string, value: string) =>
  db.query("insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [name, value]);

function legacyFileSecret(dataDir: string): string | null {
  try {
    const value = readFileSync(path.resolve(dataDir, "auth-secret"), "utf8").trim();
    return value.length >= 32 ? value : null;
  } catch {
    return null;
  }
}

const SET_SAME = "Set the same AUTH_SECRET on every instance that uses this database.";

async function checkConfigured(db: Sql, secret: string, rotate: boolean, log: (m: string) => void) {
  const fingerprint = secretFingerprint(secret);
  const generated = await stored(db, GENERATED);
  if (generated !== null && generated !== secret && !rotate) {
    throw new StartRefused(
      `This database's instances sign sessions with a generated AUTH_SECRET, and this one is configured with another.\n${SET_SAME}\nTo switch every instance to the configured one (everyone is signed out), start once with AUTH_SECRET_ROTATE=true.`,
    );
  }
  await insertIfMissing(db, FINGERPRINT, fingerprint);
  if ((await stored(db, FINGERPRINT)) === fingerprint && generated === null) return;
  if (!rotate && generated === null) {
    throw new StartRefused(
      `AUTH_SECRET differs from the one the other instances on this database use.\n${SET_SAME}\nTo replace it on purpose (everyone is signed out, and instances with the old secret must be restarted with the new one), start once with AUTH_SECRET_ROTATE=true.`,
    );
  }
  await db.query("delete from app_secrets where name = $1", [GENERATED]);
  await db.query("insert into app_secrets (name, value) values ($1, $2) on conflict (name) do update set value = excluded.value, created_at = now()", [FINGERPRINT, fingerprint]);
  if (rotate) log("AUTH_SECRET_ROTATE: this instance's AUTH_SECRET is now the one every instance on this database must use");
}

async function sharedGenerated(db: Sql, dataDir: string, log: (m: string) => void): Promise<string> {
  if ((await stored(db, FINGERPRINT)) !== null) {
    throw new StartRefused(`The other instances on this database are configured with an AUTH_SECRET, and this one has none.\n${SET_SAME}`);
  }
  const legacy = legacyFileSecret(dataDir);
  const candidate = legacy ?? randomBytes(32).toString("base64url");
  await insertIfMissing(db, GENERATED, candidate);
  const winner = await stored(db, GENERATED);
  if (winner === null) throw new Error("app_secrets: the generated AUTH_SECRET vanished while starting");
  if (legacy && winner !== legacy) log("the AUTH_SECRET in DATA_DIR/auth-secret is not used: this database already has one (sessions signed with the old one end)");
  return winner;
}

/** The AUTH_SECRET this instance must use, after migrations (app_secrets must exist). */
export async function resolveAuthSecret(
  pool: pg.Pool,
  opts: { configured: string | undefined; rotate: boolean; dataDir: string; log: (m: string) => void },
): Promise<string> {
  const db = await pool.connect();
  try {
    await db.query("select pg_advisory_lock($1)", [LOCK]);
    if (!opts.configured) return await sharedGenerated(db, opts.dataDir, opts.log);
    await checkConfigured(db, opts.configured, opts.rotate, opts.log);
    return opts.configured;
  } finally {
    await db.query("select pg_advisory_unlock($1)", [LOCK]).catch(() => undefined);
    db.release();
  }
}
