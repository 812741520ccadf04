// The devices a student is signed in on: each is a session row. Students share phones and sign in at
// cyber cafés, so they can end every session but the one they are using.
import { and, count, eq, gt, ne } from "drizzle-orm";
import { sessions } from "../../../db/schema";
import { db } from "../../lib/db.server";

export async function activeSessionCount(userId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  return row?.n ?? 0;
}

/** Ends every session of the user except `keepSessionId`; returns how many were ended. */
export async function signOutOtherSessions(userId: string, keepSessionId: string): Promise<number> {
  const ended = await db().delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))).returning({ id: sessions.id });
  return ended.length;
}
