import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

const ARCHIVE = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

/** `backup-2026-11-27T02-00-00Z.tar.gz`: names sort by time. */
export const archiveName = (now: Date) => `backup-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;

/** Keeps the newest `keep` archives of `dir` (only files named as `archiveName` names them) and deletes the rest. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => ARCHIVE.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const n of old) await rm(join(dir, n));
  return old;
}
