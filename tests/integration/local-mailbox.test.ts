// /dev/mailbox: on a local run without SMTP_URL, the e-mails Vidyapath would have sent (a password
// reset link, say) can be read on the machine that runs it — and nowhere else.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outboxEmails } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { resetEnvForTests } from "../../app/lib/env.server";
import { pageText, send } from "../support/test-app";
import { createUser } from "../support/factories";


afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

describe("the local mailbox", () => {
  it("shows a reset e-mail to a visitor on this machine, with the link clickable", async () => {
    const user = await createUser();
    const asked = await send("/forgot-password", { form: { email: user.email } });
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('href="/dev/mailbox"');
    expect(html).toContain("The e-mail is in the local mailbox.");

    // The mail is sent without awaiting: wait until the mailbox shows it.
    const page = await vi.waitFor(
      async () => {
        const res = await send("/dev/mailbox");
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toContain("no-store");
        const text = await res.text();
        expect(text).toContain(user.email);
        return text;
      },
      { timeout: 2000, interval: 50 },
    );
    expect(page).toContain("Reset your Vidyapath password");
    expect(page).toMatch(/<a href="http:\/\/[^"]+\/reset-password\?token=[^"]+"/);
    expect(page).toContain('content="noindex"');
  });

  it("is not there for a visitor from another address, and the reset page does not mention it", async () => {
    const user = await createUser();
    const asked = await send("/forgot-password", { form: { email: user.email }, ip: "203.0.113.9" });
    expect(asked.status).toBe(200);
    expect(await asked.text()).not.toContain("/dev/mailbox");
    for (const ip of ["203.0.113.9", "10.0.0.5", "192.168.1.20"]) {
      const res = await send("/dev/mailbox", { ip });
      expect(res.status, ip).toBe(404);
      expect(await pageText(res)).not.toContain("Reset your Vidyapath password");
    }
  });

  it("is not there for a request that came through a proxy on this machine (every visitor would look local)", async () => {
    const proxied: Record<string, string>[] = [{ "x-forwarded-for": "198.51.100.7" }, { forwarded: "for=198.51.100.7" }, { "x-real-ip": "198.51.100.7" }, { via: "1.1 nginx" }];
    for (const headers of proxied) {
      expect((await send("/dev/mailbox", { headers })).status, JSON.stringify(headers)).toBe(404);
    }
  });

  it("is not there when a mail server is configured, even on this machine", async () => {
    process.env.SMTP_URL = "smtp://user:pass@127.0.0.1:2525";
    resetEnvForTests();
    expect((await send("/dev/mailbox")).status).toBe(404);
  });

  it("shows mail text as text: markup in a subject or body is not rendered, only http(s) links are", async () => {
    await db()
      .insert(outboxEmails)
      .values({ id: randomUUID(), to: "x@example.com", subject: "<img src=x onerror=alert(1)>", text: 'Hello <script>alert(1)</script> javascript:alert(2) "quoted" https://example.com/ok' });
    const page = await (await send("/dev/mailbox")).text();
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('href="https://example.com/ok"');
  });
});
