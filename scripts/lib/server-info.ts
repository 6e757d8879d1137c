import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { SERVER_INFO } from './db-url';

export interface ServerInfo {
  pid: number;
  port: number;
  /** Loopback port of the shared embedded database; absent with DATABASE_URL. */
  pgPort?: number;
  url: string;
}

/** Written whole then renamed, so a reader never sees half a file. */
export function writeServerInfo(info: ServerInfo): void {
  const tmp = `${SERVER_INFO}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(info, null, 2));
  renameSync(tmp, SERVER_INFO);
}

/** Removes the file only when it is ours (a second server may have replaced it). */
export function removeServerInfo(): void {
  try {
    const info = JSON.parse(readFileSync(SERVER_INFO, 'utf8')) as Partial<ServerInfo>;
    if (info.pid === process.pid) rmSync(SERVER_INFO, { force: true });
  } catch {
    // already gone
  }
}
