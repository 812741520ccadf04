// `npm run bench:files`: memory while serving files. Starts the production server (throw-away
// DATA_DIR), stores a large file behind a public demo trailer (lessons/intro.webm, which takes
// precedence over the bundled demo clip), then runs BENCH_CLIENTS concurrent downloads of it, each
// reading the whole file as successive Range requests of BENCH_CHUNK_MB, and samples the server's
// RSS (/proc/<pid>/status) every 25 ms. Prints the RSS before, the peak during, and the growth.
//
// Settings (env): BENCH_FILE_MB (default 20), BENCH_CLIENTS (default 20), BENCH_CHUNK_MB (default 2),
// BENCH_ROUNDS (default 2), BENCH_BACKEND=disk|s3 (default disk; s3 starts s3rver in a temp folder).
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./bench-support.mjs";

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const FILE_MB = num("BENCH_FILE_MB", 20);
const CLIENTS = num("BENCH_CLIENTS", 20);
const CHUNK = num("BENCH_CHUNK_MB", 2) * 1024 * 1024;
const ROUNDS = num("BENCH_ROUNDS", 2);
const BACKEND = process.env.BENCH_BACKEND === "s3" ? "s3" : "disk";
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
try {
  if (BACKEND === "disk") {
    mkdirSync(path.join(server.dataDir, "files", "lessons"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "files", "lessons", "intro.webm"), readFileSync(bigFile));
  }
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
} finally {
  await server.stop();
  if (s3) await s3.close();
  rmSync(temp, { recursive: true, force: true });
}
