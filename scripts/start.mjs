// `npm start`: build when the sources changed since the last build, then run the production server.
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { alreadyRunningMessage, readServerRecord, serverState } from "../server/server-record.mjs";
import { sourceStamp } from "./source-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// A server already serving from this data directory: refuse before building, so a second `npm start`
// changes nothing at all (the server itself checks again, under its lock).
const dataDir = process.env.DATA_DIR ?? "./data";
const running = readServerRecord(dataDir);
if (running && serverState(running) === "serving") {
  process.stderr.write(`\nVidyapath could not start:\n${alreadyRunningMessage(dataDir, running)}\n`);
  process.exit(1);
}

const stampFile = path.join(root, "build", ".source-stamp");
const server = path.join(root, "build", "server-main.js");
const fresh = existsSync(server) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === sourceStamp(root);

if (!fresh) {
  console.log("Building Vidyapath (first start, or the sources changed)…");
  execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
}
// Set before React loads: its development and production builds must not be mixed.
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(server).href);
