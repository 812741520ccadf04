// Issue 8, "Settings are read once, completely": logging before start-up has resolved AUTH_SECRET
// must not cache settings without it (that cache made the sandbox gateway sign with a fallback
// string from the source), a missing AUTH_SECRET is a clear error, and nothing signs without one.
import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env, initEnv, readEnv, readPreliminaryEnv, resetEnvForTests } from "../../app/lib/env.server";
import { log } from "../../app/lib/logger.server";
import { sandboxSecrets } from "../../app/features/payments/sandbox-gateway.server";

const webhookSecretFrom = (secret: string) => createHmac("sha256", secret).update("sandbox-webhook-secret").digest("hex");
const SECRET = "a-resolved-secret-of-enough-length-0123456789";
const saved = { ...process.env };
const resolvedKey = Symbol.for("vidyapath.env.resolvedAuthSecret");

beforeEach(() => {
  delete process.env.AUTH_SECRET;
  process.env.LOG_LEVEL = "silent";
  delete (globalThis as Record<symbol, unknown>)[resolvedKey];
  resetEnvForTests();
});
afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as Record<symbol, unknown>)[resolvedKey];
  resetEnvForTests();
});

describe("settings before and after AUTH_SECRET is resolved", () => {
  it("logging before the secret is resolved caches nothing; the settings read afterwards have the secret", () => {
    log.info("stopping nothing, just logging early");
    log.warn("and a warning");
    expect(() => env()).toThrow("Settings were read before start-up resolved AUTH_SECRET");
    const settings = initEnv(SECRET);
    expect(settings.AUTH_SECRET).toBe(SECRET);
    expect(env().AUTH_SECRET).toBe(SECRET);
    expect(process.env.AUTH_SECRET).toBeUndefined(); // a generated secret stays off child processes' environment
  });

  it("refuses to sign sandbox payments without a secret, and signs with the resolved one", () => {
    expect(() => sandboxSecrets()).toThrow(/AUTH_SECRET/);
    initEnv(SECRET);
    const derived = sandboxSecrets();
    expect(derived.webhookSecret).toBe(webhookSecretFrom(SECRET));
    expect(derived.webhookSecret).not.toBe(webhookSecretFrom("vidyapath-sandbox")); // the old fallback
  });

  it("a missing or short AUTH_SECRET in the complete settings is a clear error; the preliminary read allows it", () => {
    expect(() => readEnv({})).toThrow(/AUTH_SECRET is missing: set it \(at least 32 characters\), or let start-up generate one/);
    expect(() => readEnv({ AUTH_SECRET: "short" })).toThrow("AUTH_SECRET must be at least 32 characters");
    expect(readPreliminaryEnv({}).AUTH_SECRET).toBeUndefined();
    expect(readEnv({ AUTH_SECRET: SECRET }).AUTH_SECRET).toBe(SECRET);
  });

  it("the logger takes its level from LOG_LEVEL without reading the settings", () => {
    const written: string[] = [];
    const original = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      process.env.LOG_LEVEL = "silent";
      log.info("hidden");
      process.env.LOG_LEVEL = "info";
      log.info("shown");
    } finally {
      process.stdout.write = original;
    }
    expect(written.join("")).not.toContain("hidden");
    expect(written.join("")).toContain('"msg":"shown"');
    expect(() => env()).toThrow("Settings were read before start-up resolved AUTH_SECRET");
  });
});
