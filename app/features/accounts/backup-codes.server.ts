// Backup codes for two-step verification, made by us instead of better-auth's default (ten of
// a–z, A–Z, 0–9), which mixes look-alikes — 0/O, 1/l/I — and case, so a student copying a code from
// paper onto a phone keyboard (which capitalises the first letter) often typed a "wrong" code.
// Ours: lower case only, without 0, o, 1, l and i: 31 symbols, 10 per code (about 49 bits), shown as
// "xxxxx-xxxxx". better-auth still stores them (encrypted) and checks them by exact match, so what
// the student types is brought to that form first (normaliseBackupCode).
import { randomInt } from "node:crypto";

export const BACKUP_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const BACKUP_CODE_COUNT = 10;
const HALF = 5;

export function generateBackupCodes(): string[] {
  const half = () => Array.from({ length: HALF }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join("");
  return Array.from({ length: BACKUP_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** What a student typed, in the stored form: spaces removed, the dash put in, lower case. A code
 * typed with both cases is kept as typed: codes made before ours (better-auth's) had both. */
export function normaliseBackupCode(typed: string): string {
  const compact = typed.replace(/[\s-]+/g, "");
  const mixedCase = /[a-z]/.test(compact) && /[A-Z]/.test(compact) && !/^[A-Z][a-z0-9]*$/.test(compact);
  const cased = mixedCase ? compact : compact.toLowerCase();
  return cased.length === 2 * HALF ? `${cased.slice(0, HALF)}-${cased.slice(HALF)}` : cased;
}
