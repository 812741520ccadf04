// Issue 10, "Storage module": the real server on the S3 backend (a real S3-compatible server, s3rver,
// on loopback). A bucket it cannot reach stops the boot with a readable message; files an older
// version left on disk are copied into the bucket at start-up and served from it with Range; a profile
// photo goes to the bucket (not the disk) and is served to its owner only; the demo study resources
// are generated into the bucket and served from it.
import { type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Store } from "../../app/lib/storage/s3-store.server";
import { exited, freePort, startAppProcess } from "../support/app-process";
import { phonePhoto } from "../support/phone-photo";
import { startTestS3, type TestS3 } from "../support/s3-server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-s3app-"));
let s3: TestS3;
let port = 0;
let current: ChildProcess | undefined;
const base = () => `http://127.0.0.1:${port}`;

// A large "trailer" left on disk by an older version, in place of the bundled demo clip.
const TRAILER = Buffer.alloc(300_000, 7);
TRAILER.set([0x1a, 0x45, 0xdf, 0xa3], 0);

class Jar {
  cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

async function send(pathname: string, jar: Jar, init: { body?: FormData | URLSearchParams; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { cookie: jar.header(), ...init.headers };
  if (init.body) headers.origin = base();
  const res = await fetch(`${base()}${pathname}`, { method: init.body ? "POST" : "GET", headers, body: init.body, redirect: "manual" });
  jar.store(res);
  return res;
}

async function register(name: string) {
  const jar = new Jar();
  const email = `s3.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.test`;
  const res = await send("/register", jar, { body: new URLSearchParams({ name, email, password: "files live in a bucket now" }) });
  expect(res.status).toBe(302);
  return jar;
}

beforeAll(async () => {
  s3 = await startTestS3("vidyapath-app");
  port = await freePort();
  mkdirSync(path.join(dataDir, "files", "lessons"), { recursive: true });
  writeFileSync(path.join(dataDir, "files", "lessons", "intro.webm"), TRAILER);
}, 60_000);

afterAll(async () => {
  if (current && current.exitCode === null && current.signalCode === null) {
    current.kill("SIGTERM");
    await Promise.race([exited(current), new Promise((r) => setTimeout(r, 20_000))]);
  }
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the server on S3", () => {
  it("refuses to start when the bucket cannot be reached, saying which settings to check", async () => {
    const failure = await startAppProcess({ dataDir, port, env: { ...s3.env, S3_BUCKET: "no-such-bucket" } }).then(
      (started) => {
        current = started.child;
        return "";
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/S3 bucket "no-such-bucket" cannot be reached.*Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the access keys/);
  }, 120_000);

  it("copies files left on disk into the bucket at start-up and serves them from there with Range", async () => {
    const started = await startAppProcess({ dataDir, port, env: s3.env });
    current = started.child;
    expect(started.output()).toContain("Files: S3 bucket vidyapath-app");
    expect(started.output()).toMatch(/copied 1 file\(s\) from .* to S3 bucket vidyapath-app/);
    const bucket = new S3Store(s3.settings);
    expect((await bucket.stat("lessons/intro.webm"))?.size).toBe(TRAILER.length);

    let trailer = "";
    for (let id = 1; id <= 30 && !trailer; id++) {
      const res = await fetch(`${base()}/api/courses/${id}/trailer`, { method: "HEAD" });
      if (res.ok && res.headers.get("content-length") === String(TRAILER.length)) trailer = `/api/courses/${id}/trailer`;
    }
    expect(trailer).not.toBe("");
    // Served from the bucket: the disk copy is gone and the answer does not change.
    rmSync(path.join(dataDir, "files", "lessons", "intro.webm"));
    const part = await fetch(`${base()}${trailer}`, { headers: { range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${TRAILER.length}`);
    expect([...Buffer.from(await part.arrayBuffer())]).toEqual([...TRAILER.subarray(0, 10)]);
    const beyond = await fetch(`${base()}${trailer}`, { headers: { range: `bytes=${TRAILER.length}-` } });
    expect(beyond.status).toBe(416);
  }, 120_000);

  it("stores a profile photo in the bucket, not on disk, and serves it to its owner only", async () => {
    const owner = await register("Bucket Owner");
    const form = new FormData();
    form.set("name", "Bucket Owner");
    form.set("photo", new File([new Uint8Array(await phonePhoto({ width: 800, height: 600 }))], "me.jpg", { type: "image/jpeg" }));
    expect((await send("/profile", owner, { body: form })).status).toBe(200);

    const keys: string[] = [];
    for await (const key of new S3Store(s3.settings).list("avatars/")) keys.push(key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    const avatarsOnDisk = path.join(dataDir, "files", "avatars");
    expect(existsSync(avatarsOnDisk) ? readdirSync(avatarsOnDisk) : []).toEqual([]);

    const url = `/api/avatars/${keys[0].slice("avatars/".length)}`;
    const served = await send(url, owner);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const other = await register("Someone Else");
    expect((await send(url, other)).status).toBe(404);
    expect((await send(url, new Jar())).status).toBe(401);
  }, 120_000);

  it("generates the demo study resources into the bucket and serves a file and its preview from there with Range (decision 033)", async () => {
    const reader = await register("Bucket Reader");
    const list = (await (await send("/api/resources?kind=books", reader)).json()) as { items: { id: number; free: boolean; title: string }[] };
    const book = list.items.find((i) => i.title === "The Illustrated Biology Reader");
    expect(book?.free).toBe(true);
    const bucket = new S3Store(s3.settings);
    expect((await bucket.stat("resources/demo/book-illustrated-biology-reader.pdf"))?.size).toBeGreaterThan(20 * 1024 * 1024);
    expect(existsSync(path.join(dataDir, "files", "resources"))).toBe(false);
    const part = await send(`/api/resources/${book!.id}/file`, reader, { headers: { range: "bytes=0-4" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString("latin1")).toBe("%PDF-");
    expect((await send(`/api/resources/${book!.id}/preview`, reader)).status).toBe(200);
    expect((await send(`/api/resources/${book!.id}/file`, new Jar())).status).toBe(401);
  }, 120_000);
});
