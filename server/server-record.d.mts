export type ServerRecord = { pid: number; launcherPid: number | null; url: string | null };
export type ServerState = "serving" | "orphaned" | "stale";
export function serverPidFile(dataDir: string): string;
export function processAlive(pid: number): boolean;
export function readServerRecord(dataDir: string): ServerRecord | null;
export function serverState(record: Pick<ServerRecord, "pid" | "launcherPid"> | null): ServerState;
export function alreadyRunningMessage(dataDir: string, record: Pick<ServerRecord, "pid" | "url">): string;
