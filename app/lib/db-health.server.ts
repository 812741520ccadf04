// Whether the database answers, for the health check (routes do not import the database module).
import { pool } from "./db.server";

export async function databaseAnswers(): Promise<boolean> {
  try {
    await pool().query("select 1");
    return true;
  } catch {
    return false;
  }
}
