import { count, eq } from "drizzle-orm";
import { profiles, users } from "../../../db/schema";
import { db } from "../../lib/db.server";

export async function adminOverview() {
  const [u] = await db().select({ n: count() }).from(users);
  const [a] = await db().select({ n: count() }).from(profiles).where(eq(profiles.role, "admin"));
  return { users: u?.n ?? 0, admins: a?.n ?? 0 };
}
