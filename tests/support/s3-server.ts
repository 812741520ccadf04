// A real S3-compatible server for tests and benchmarks: s3rver (the maintained @20minutes fork) on a
// free loopback port, its data in a temporary folder removed on stop. The storage module talks to it
// with the real AWS SDK over HTTP, signatures included — no mock.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error — the package ships no types.
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../../app/lib/storage/s3-store.server";

type KoaContext = { path: string; app: object };
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void>; middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[] };

export type TestS3 = { settings: S3Settings; env: Record<string, string>; stop: () => Promise<void> };

export async function startTestS3(bucket = "vidyapath-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "vp-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] }) as S3rverInstance;
  // s3rver signs bucket-level requests (list, head bucket) as "/<bucket>" while the AWS SDK v3 sends
  // and signs "/<bucket>/" (AWS itself signs the path as sent), so only for those requests is a
  // signature mismatch let through; every object request (put, get, range, multipart, delete) keeps
  // its signature checked.
  server.middleware.unshift(async (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) {
      Object.defineProperty(ctx, "app", { value: Object.create(ctx.app, { allowMismatchedSignatures: { value: true } }), configurable: true });
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; it checks the request signatures made with them.
  const settings: S3Settings = { endpoint, region: "us-east-1", bucket, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true };
  return {
    settings,
    env: { S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_BUCKET: bucket, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_FORCE_PATH_STYLE: "true" },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
