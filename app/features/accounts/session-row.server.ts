// The session behind a request in one database round trip: the signed cookie checked here, then the
// session, its user and the user's role in one query (better-auth's getSession reads the session and
// the user, and the role was a third query). Measured on /dashboard: docs/performance.md, decision 047.
// Only the ordinary case is answered here; anything better-auth must act on (an expired session to
// delete, a session due for its sliding refresh, a cookie that does not verify) is left to it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { profiles, sessions, users } from "../../../db/schema";
import { type Database, db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./session-settings";
import { toRole, type Role } from "./profile.server";

export type SessionRow = {
  sessionId: string;
  createdAt: Date;
  expiresAt: Date;
  user: { id: string; name: string; email: string; image: string | null };
  role: Role;
  /** users.data_version: raised by PostgreSQL whenever anything the user's signed-in pages show
   * changes (migration 0016, decision 045). The signed-in page cache keys on it. */
  dataVersion: number;
};

type SessionRows = { find(token: string): Promise<SessionRow | null> };

function prepareFind(database: Database) {
  return database
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, name: users.name, email: users.email, image: users.image },
      role: profiles.role,
      dataVersion: users.dataVersion,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("vp_session_row");
}

// A named prepared statement: every signed-in request runs it, and PostgreSQL then parses and plans
// it once per connection instead of once per request (decision 047; docs/performance.md).
const preparedFor = new WeakMap<Database, ReturnType<typeof prepareFind>>();

async function find(token: string): Promise<SessionRow | null> {
  const database = db();
  let query = preparedFor.get(database);
  if (!query) preparedFor.set(database, (query = prepareFind(database)));
  const [row] = await query.execute({ token });
  return row ? { ...row, role: toRole(row.role) } : null;
}

// The database read, an object a test can make fail like an unreachable database. It lives on
// globalThis because the built route bundle has its own copy of this module (like db() and auth()).
const KEY = Symbol.for("vidyapath.sessionRows");
const g = globalThis as { [KEY]?: SessionRows };
export const sessionRows: SessionRows = (g[KEY] ??= { find });

/** The cookie's name: better-auth prefixes it with __Secure- when APP_URL is https. */
function cookieName(): string {
  return env().APP_URL.startsWith("https://") ? "__Secure-better-auth.session_token" : "better-auth.session_token";
}

/** The session token in a `token.signature` cookie signed with AUTH_SECRET (better-call's format:
 * base64 HMAC-SHA256, URI-encoded), or null when there is none or it does not verify. */
export function verifiedSessionToken(cookieHeader: string, secret = env().AUTH_SECRET): string | null {
  const name = cookieName();
  let raw: string | undefined;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) raw = part.slice(at + 1).trim();
  }
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The request's session when it is the ordinary case: a verified cookie, a live session not yet due
 * for its sliding refresh. `null`: no such session (signed out or revoked: the row is gone).
 * `undefined`: better-auth decides (it deletes an expired session, refreshes a due one, and answers
 * a cookie that does not verify). A database failure rejects.
 */
export async function findLiveSession(cookieHeader: string, now: Date): Promise<SessionRow | null | undefined> {
  const token = verifiedSessionToken(cookieHeader);
  if (!token) return undefined;
  const row = await sessionRows.find(token);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return undefined;
  // better-auth's rule: refresh once the session is updateAge old (expiresAt was set expiresIn ahead).
  const dueForRefresh = row.expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now.getTime();
  return dueForRefresh ? undefined : row;
}
