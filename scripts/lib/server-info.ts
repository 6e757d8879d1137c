import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { SERVER_INFO } from '@platform/db-url';

export interface ServerInfo {
  pid: number;
  port: number;
  /** URL of the shared embedded database (a Unix socket only this user may open); absent with DATABASE_URL. */
  dbUrl?: string;
  url: string;
}

/** Written whole then renamed, so a reader never sees half a file; readable by this user only. */
export function writeServerInfo(info: ServerInfo): void {
  const tmp = `${SERVER_INFO}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(info, null, 2), { mode: 0o600 });
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
