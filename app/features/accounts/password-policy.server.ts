// Password rules (ASVS V6.2): 8–128 characters, no composition rules, and none of the most common
// passwords. The list is the frequency-ordered one shipped with zxcvbn-ts; we take its 10,000 most
// common entries that are long enough to pass the length rule at all.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const COMMON_COUNT = 10_000;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve("@zxcvbn-ts/language-common/src/passwords.json");
    const all = JSON.parse(readFileSync(file, "utf8")) as string[];
    common = new Set(all.filter((p) => p.length >= PASSWORD_MIN).slice(0, COMMON_COUNT));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
