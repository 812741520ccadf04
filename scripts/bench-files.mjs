// `npm run bench:files`: memory while serving files. Starts the production server (throw-away
// DATA_DIR), stores a large file behind a public demo trailer (lessons/intro.webm, which takes
// precedence over the bundled demo clip), then runs BENCH_CLIENTS concurrent downloads of it, each
// reading the whole file as successive Range requests of BENCH_CHUNK_MB, and samples the server's
// RSS (/proc/<pid>/status) every 25 ms. Prints the RSS before, the peak during, and the growth.
//
// Then the study-resource case (issue 10: "20 concurrent downloads of the 20 MB book add less than
// 50 MB to the server's RSS"), through the real route a reader uses: a student registered through
// /register downloads the demo "Illustrated Biology Reader" (21.5 MB, generated at start-up) from
// GET /api/resources/{id}/file (server/api/resource-files.ts: session, access check, file store):
//   - 20 concurrent full downloads (one GET each, no Range: a "Download" click);
//   - 20 concurrent ranged readers (successive BENCH_CHUNK_MB ranges, as pdf.js and download
//     managers read).
// Each phase is bounded by BENCH_TIMEOUT_S (default 120 s; the run fails if it is hit).
//
// Settings (env): BENCH_FILE_MB (default 20), BENCH_CLIENTS (default 20), BENCH_CHUNK_MB (default 2),
// BENCH_ROUNDS (default 2), BENCH_BACKEND=disk|s3 (default disk; s3 starts s3rver in a temp folder),
// BENCH_CASES=trailer,resource (default both).
/* global AbortController */
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { signUpStudent, startServer } from "./bench-support.mjs";

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const FILE_MB = num("BENCH_FILE_MB", 20);
const CLIENTS = num("BENCH_CLIENTS", 20);
const CHUNK = num("BENCH_CHUNK_MB", 2) * 1024 * 1024;
const ROUNDS = num("BENCH_ROUNDS", 2);
const BACKEND = process.env.BENCH_BACKEND === "s3" ? "s3" : "disk";
const CASES = (process.env.BENCH_CASES ?? "trailer,resource").split(",").map((c) => c.trim());
const TIMEOUT_MS = num("BENCH_TIMEOUT_S", 120) * 1000;
const size = FILE_MB * 1024 * 1024;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

const temp = mkdtempSync(path.join(os.tmpdir(), "vp-bench-files-"));
const bigFile = path.join(temp, "intro.webm");
{
  const block = Buffer.alloc(1024 * 1024);
  block.set([0x1a, 0x45, 0xdf, 0xa3], 0);
  const parts = Array.from({ length: FILE_MB }, () => block);
  writeFileSync(bigFile, Buffer.concat(parts));
}

let s3 = null;
let serverEnv = {};
if (BACKEND === "s3") {
  const { default: S3rver } = await import("@20minutes/s3rver");
  const directory = path.join(temp, "s3");
  // allowMismatchedSignatures: s3rver signs bucket-level requests without the SDK's trailing slash
  // (tests/support/s3-server.ts lets only those through; a benchmark need not be that strict).
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: "vidyapath-bench" }], allowMismatchedSignatures: true });
  const { port } = await server.run();
  const settings = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: "vidyapath-bench", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_FORCE_PATH_STYLE: "true" };
  const { S3Client, PutObjectCommand } = await import("@aws-sdk/client-s3");
  const client = new S3Client({ endpoint: settings.S3_ENDPOINT, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }, requestChecksumCalculation: "WHEN_REQUIRED" });
  await client.send(new PutObjectCommand({ Bucket: settings.S3_BUCKET, Key: "lessons/intro.webm", Body: createReadStream(bigFile), ContentLength: size, ContentType: "video/webm" }));
  s3 = server;
  serverEnv = settings;
}

const server = await startServer({ env: { LOG_LEVEL: "warn", ...serverEnv } });

async function trailerCase() {
  // A published demo course whose trailer is file:intro.webm.
  let trailer = null;
  for (let id = 1; id <= 30 && !trailer; id++) {
    const res = await fetch(`${server.url}/api/courses/${id}/trailer`, { method: "HEAD" });
    if (res.ok && Number(res.headers.get("content-length")) === size) trailer = `${server.url}/api/courses/${id}/trailer`;
  }
  if (!trailer) throw new Error("no demo course serves the large trailer");

  const download = async () => {
    let received = 0;
    for (let start = 0; start < size; start += CHUNK) {
      const end = Math.min(size, start + CHUNK) - 1;
      const res = await fetch(trailer, { headers: { range: `bytes=${start}-${end}` } });
      if (res.status !== 206) throw new Error(`expected 206, got ${res.status}`);
      for await (const chunk of res.body) received += chunk.byteLength;
    }
    if (received !== size) throw new Error(`received ${received} of ${size} bytes`);
  };

  await download(); // warm-up: code paths loaded, buffers allocated once
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) await Promise.all(Array.from({ length: CLIENTS }, download));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (FILE_MB * CLIENTS * ROUNDS) / seconds;
  console.log(`bench:files — backend ${BACKEND}, ${CLIENTS} concurrent downloads × ${ROUNDS} rounds of a ${FILE_MB} MB file in ${CHUNK / 1048576} MB ranges`);
  console.log(`  server RSS before: ${before.toFixed(1)} MB   peak during: ${peak.toFixed(1)} MB   growth: ${(peak - before).toFixed(1)} MB`);
  console.log(`  served ${(FILE_MB * CLIENTS * ROUNDS).toFixed(0)} MB in ${seconds.toFixed(1)} s (${mb.toFixed(0)} MB/s)`);
}

/** Samples the server's RSS every 25 ms while `work` runs; returns before, peak, seconds. */
async function sampled(work) {
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { before, peak, seconds: (performance.now() - started) / 1000 };
}

/** Runs `clients` concurrent copies of `one(signal)`, aborted after TIMEOUT_MS. */
async function concurrently(clients, one) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`bounded run: not done after ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  try {
    await Promise.all(Array.from({ length: clients }, () => one(controller.signal)));
  } finally {
    clearTimeout(timer);
  }
}

async function resourceCase() {
  const student = await signUpStudent(server.url);
  const headers = { cookie: student.cookie };
  const list = await (await fetch(`${server.url}/api/resources?kind=books`, { headers })).json();
  const book = list.items.find((i) => i.title === "The Illustrated Biology Reader");
  if (!book) throw new Error("the demo book is missing");
  const url = `${server.url}/api/resources/${book.id}/file`;
  const head = await fetch(url, { method: "HEAD", headers });
  const bytes = Number(head.headers.get("content-length"));
  if (!head.ok || !bytes) throw new Error(`HEAD ${url} answered ${head.status}`);

  const full = async (signal) => {
    const res = await fetch(url, { headers, signal });
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status}`);
    let received = 0;
    for await (const chunk of res.body) received += chunk.byteLength;
    if (received !== bytes) throw new Error(`received ${received} of ${bytes} bytes`);
  };
  const ranged = async (signal) => {
    let received = 0;
    for (let start = 0; start < bytes; start += CHUNK) {
      const end = Math.min(bytes, start + CHUNK) - 1;
      const res = await fetch(url, { headers: { ...headers, range: `bytes=${start}-${end}` }, signal });
      if (res.status !== 206) throw new Error(`expected 206, got ${res.status}`);
      for await (const chunk of res.body) received += chunk.byteLength;
    }
    if (received !== bytes) throw new Error(`received ${received} of ${bytes} bytes`);
  };

  await full(); // warm-up: code paths loaded, buffers allocated once
  const mb = bytes / 1024 / 1024;
  console.log(`bench:files — backend ${BACKEND}, GET /api/resources/${book.id}/file ("${book.title}", ${mb.toFixed(1)} MB) as a signed-in student, ${CLIENTS} concurrent clients`);
  for (const [name, one] of [
    ["full downloads (200)", full],
    [`ranged readers (${CHUNK / 1048576} MB ranges, 206)`, ranged],
  ]) {
    const r = await sampled(() => concurrently(CLIENTS, one));
    console.log(`  ${name}: server RSS before ${r.before.toFixed(1)} MB   peak ${r.peak.toFixed(1)} MB   growth ${(r.peak - r.before).toFixed(1)} MB   (${(mb * CLIENTS).toFixed(0)} MB in ${r.seconds.toFixed(1)} s, ${((mb * CLIENTS) / r.seconds).toFixed(0)} MB/s)`);
  }
}

try {
  if (BACKEND === "disk") {
    mkdirSync(path.join(server.dataDir, "files", "lessons"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "files", "lessons", "intro.webm"), readFileSync(bigFile));
  }
  if (CASES.includes("trailer")) await trailerCase();
  if (CASES.includes("resource")) await resourceCase();
} finally {
  await server.stop();
  if (s3) await s3.close();
  rmSync(temp, { recursive: true, force: true });
}
