// The names other people may see of a student on a public page (the quiz leaderboards, decision 040).
// Students are mostly minors: never an e-mail, never a full name — the first name and the initial of
// the last ("Aarav S."). A name that looks like contact details (an e-mail address or a phone number
// typed into the name field) is shown as "Student" instead.
import { inArray } from "drizzle-orm";
import { users } from "../../../db/schema";
import { db } from "../../lib/db.server";

const CONTACT_LIKE = /@|\d{4,}|https?:|www\./i;

/** "Aarav Sharma" → "Aarav S."; one word stays as it is (at most 20 characters). */
export function publicName(fullName: string | null | undefined): string {
  const parts = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => CONTACT_LIKE.test(p))) return "Student";
  const first = [...parts[0]].slice(0, 20).join("");
  if (parts.length === 1) return first;
  return `${first} ${[...parts[parts.length - 1]][0].toUpperCase()}.`;
}

/** The public names of these users (unknown ids are left out). */
export async function publicNamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db()
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, publicName(r.name)]));
}
