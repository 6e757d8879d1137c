import { readJournal, type JournalEntry } from '@db/migration-levels';
import { readArchive, sha256 } from './archive-file';
import { isSafeKey } from '../storage/keys';
import { MANIFEST_NAME, SEQUENCES_NAME, keyOfEntry, manifestSchema, tableOfEntry, type Manifest } from './manifest';

/** A refusal a person can act on (the CLI prints the message, no stack). */
export class BackupError extends Error {}

/**
 * Reads the whole archive once and checks every entry against the manifest (size and SHA-256)
 * and every entry's name before a restore writes anything: a damaged, altered or crafted archive
 * (`files/../x`) is refused as a whole (SECURITY.md 41).
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  try {
    for await (const e of readArchive(file)) {
      if (manifestText !== null) throw new BackupError(`entry after the manifest: ${e.name}`);
      if (e.name === MANIFEST_NAME) manifestText = new TextDecoder().decode(e.body);
      else seen.set(e.name, { size: e.body.byteLength, sha256: sha256(e.body) });
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${file} is not a readable backup archive: ${(err as Error).message}`);
  }
  if (manifestText === null) throw new BackupError(`${file} has no manifest: not a complete backup archive`);
  let json: unknown = null;
  try {
    json = JSON.parse(manifestText);
  } catch {
    // reported below with any other unreadable manifest
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${file} has a manifest this version cannot read`);
  const manifest = parsed.data;
  checkEntryNames(manifest);
  for (const m of manifest.entries) {
    const got = seen.get(m.name);
    if (!got) throw new BackupError(`the archive lacks ${m.name}, which its manifest lists`);
    if (got.size !== m.size || got.sha256 !== m.sha256)
      throw new BackupError(`checksum mismatch in ${m.name}: the archive was damaged or altered`);
    seen.delete(m.name);
  }
  if (seen.size) throw new BackupError(`the archive holds entries its manifest does not list: ${[...seen.keys()].slice(0, 3).join(', ')}`);
  return manifest;
}

/** Rows of the manifest's tables, the sequences, or a file under a key storage accepts: nothing else. */
function checkEntryNames(manifest: Manifest) {
  const tables = new Set(manifest.tables.map((t) => t.name));
  const names = new Set<string>();
  for (const { name } of manifest.entries) {
    const table = tableOfEntry(name);
    const key = keyOfEntry(name);
    const known = name === SEQUENCES_NAME || (table !== null && tables.has(table)) || (key !== null && isSafeKey(key));
    if (!known || names.has(name))
      throw new BackupError(`the archive holds an entry a backup never writes: ${JSON.stringify(name).slice(0, 120)}`);
    names.add(name);
  }
}

/**
 * How many of this code's migrations the archive's schema is at. An archive from a newer schema
 * (or another branch of it) is refused: its rows may not fit the tables this code knows.
 */
export async function archiveLevel(manifest: Manifest): Promise<{ count: number; journal: JournalEntry[] }> {
  const journal = await readJournal();
  manifest.migrations.forEach((m, i) => {
    if (journal[i]?.when !== m.createdAt)
      throw new BackupError(
        `the archive comes from a newer or different schema (migration ${m.tag ?? m.createdAt}); update the application first`,
      );
  });
  return { count: manifest.migrations.length, journal };
}
