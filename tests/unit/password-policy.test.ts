import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from "../../app/features/accounts/password-policy.server";

// Passwords from breach/common lists are refused, case-insensitively (ASVS V6.2.4); others are not.
describe("isCommonPassword", () => {
  it("flags well-known common passwords", () => {
    for (const p of ["password123", "password", "12345678", "iloveyou", "qwertyuiop"]) expect(isCommonPassword(p), p).toBe(true);
  });

  it("does not flag a random 20-character passphrase", () => {
    for (let i = 0; i < 20; i++) {
      const phrase = randomBytes(15).toString("base64url").slice(0, 20);
      expect(isCommonPassword(phrase), phrase).toBe(false);
    }
    expect(isCommonPassword("correct horse battery staple")).toBe(false);
  });

  it("ignores letter case", () => {
    expect(isCommonPassword("PASSWORD123")).toBe(true);
    expect(isCommonPassword("PassWord123")).toBe(true);
    expect(isCommonPassword("QwErTyUiOp")).toBe(true);
  });

  it("keeps the length rule at 8 to 128 characters", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
  });
});
