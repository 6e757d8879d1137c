import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@db/client';
import { appliedMigrations, readJournal } from '@db/migration-levels';
import { rowsOf } from '@db/prepared';
import { news, outbox } from '@db/schema';
import { seedDemo } from '@db/seed';
import { sha256 } from '@platform/backup/archive-file';
import { writeBackup } from '@platform/backup/backup';
import { MANIFEST_NAME, manifestSchema, type Manifest } from '@platform/backup/manifest';
import { restoreBackup } from '@platform/backup/restore';
import { listTables, readSequences } from '@platform/backup/schema-info';
import { END, padding, readTar, tarHeader } from '@platform/backup/tar';
import { BackupError } from '@platform/backup/verify';
import type { Storage } from '@platform/ports';
import { localStorage } from '@platform/storage/local';
import { s3Storage } from '@platform/storage/s3';
import { sharePglite } from '@server/share-pglite';
import { createTestDb } from '../helpers/db';
import { startS3 } from '../helpers/s3';

/**
 * Back up a seeded site, restore it into a fresh empty database and storage, and compare every
 * table's rows and every file's checksum; then build the site from the restored database.
 */
type Handle = DbHandle & { url?: string };
let source: Handle;
let sourceFiles: Storage;
let work: string;
let archive: string;
let manifest: Manifest;
const opened: Handle[] = [];
const TITLE = 'Нөөцлөлт "backup" ✓\nline two \\ 10.50 ₮';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'backup-'));
  source = await createTestDb();
  sourceFiles = localStorage(join(work, 'source-files'));
  await seedDemo(source.db, sourceFiles, { news: 12, companies: 24 });
  // values whose text form is easy to get wrong: quotes, newlines, backslashes, jsonb, an explicit id
  await source.db.update(news).set({ title: TITLE }).where(eq(news.id, 1));
  await source.db.insert(outbox).values({
    to: 'a@example.mn',
    subject: 'Код',
    text: 'x',
    attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\n' }],
  });
  archive = join(work, 'site.tar.gz');
  manifest = await writeBackup({ handle: source, storage: sourceFiles, file: archive });
}, 180_000);

afterAll(async () => {
  for (const h of opened) await h.close();
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

async function emptyTarget(name: string) {
  const handle = await createTestDb({ migrate: false });
  opened.push(handle);
  const filesDir = join(work, name, 'files');
  return { handle, filesDir, storage: localStorage(filesDir) };
}

const tableRows = async (h: Handle) => {
  const out: Record<string, string[]> = {};
  for (const t of await listTables(h.db))
    out[t.name] = (
      await rowsOf<{ r: string }>(h.db, sql`select row_to_json(t)::text as r from ${sql.identifier(t.name)} t order by 1`)
    ).map((r) => r.r);
  return out;
};
const fileSums = async (s: Storage) => {
  const out: Record<string, string> = {};
  for (const key of (await s.list('')).sort()) out[key] = sha256((await s.get(key))!.body);
  return out;
};

/** Rewrites the archive entry by entry (a test's way to damage or alter one, or to rename it with `rename`). */
async function rewrite(to: string, change: (name: string, body: Uint8Array) => Uint8Array, rename = (name: string) => name) {
  const parts: Uint8Array[] = [];
  async function* one() {
    yield gunzipSync(await readFile(archive));
  }
  for await (const e of readTar(one())) {
    const body = change(e.name, e.body);
    parts.push(tarHeader(rename(e.name), body.byteLength, new Date()), body, padding(body.byteLength));
  }
  parts.push(END);
  await writeFile(to, gzipSync(Buffer.concat(parts)));
}

describe('backup and restore', () => {
  it('writes one archive with the manifest: counts, checksums, the migration level', async () => {
    expect(manifest.tables.find((t) => t.name === 'news')?.rows).toBe(12);
    expect(manifest.files.count).toBeGreaterThan(20);
    expect(manifest.migrations.at(-1)?.tag).toBe((await readJournal()).at(-1)?.tag); // the newest migration
    expect(manifest.entries.every((e) => /^[0-9a-f]{64}$/.test(e.sha256))).toBe(true);
    expect(manifest.tables.findIndex((t) => t.name === 'categories')).toBeLessThan(manifest.tables.findIndex((t) => t.name === 'news'));
  });

  it('restores into an empty database and storage: every row, sequence and file as it was', { timeout: 120_000 }, async () => {
    const target = await emptyTarget('restored');
    const report = await restoreBackup({ handle: target.handle, storage: target.storage, file: archive });
    expect(report.rows).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
    const [want, got] = await Promise.all([tableRows(source), tableRows(target.handle)]);
    expect(Object.keys(got)).toEqual(Object.keys(want));
    for (const t of Object.keys(want)) expect(got[t], t).toEqual(want[t]);
    expect(await readSequences(target.handle.db)).toEqual(await readSequences(source.db));
    expect(await appliedMigrations(target.handle.db)).toEqual(await appliedMigrations(source.db));
    expect(await fileSums(target.storage)).toEqual(await fileSums(sourceFiles));
    // the next id continues after the restored ones
    const [added] = await target.handle.db.insert(outbox).values({ to: 'b@example.mn', subject: 's', text: 't' }).returning();
    const [last] = await rowsOf<{ id: number }>(source.db, sql`select max(id) as id from outbox`);
    expect(added.id).toBe(Number(last.id) + 1);
  });

  it('refuses a database or storage that is not empty, unless forced', { timeout: 120_000 }, async () => {
    const target = await emptyTarget('forced');
    await restoreBackup({ handle: target.handle, storage: target.storage, file: archive });
    await target.handle.db.update(news).set({ title: 'changed after the backup' }).where(eq(news.id, 1));
    const refused = restoreBackup({ handle: target.handle, storage: target.storage, file: archive });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/not empty \(.*rows.*--force/);
    expect((await target.handle.db.select().from(news).where(eq(news.id, 1)))[0].title).toBe('changed after the backup');

    const other = await emptyTarget('files-only');
    await other.storage.put('stray/a.png', new Uint8Array([1]), 'image/png');
    await expect(restoreBackup({ handle: other.handle, storage: other.storage, file: archive })).rejects.toThrow(/storage: 1 files/);

    await restoreBackup({ handle: target.handle, storage: target.storage, file: archive, force: true });
    expect((await target.handle.db.select().from(news).where(eq(news.id, 1)))[0].title).toBe(TITLE);
    expect(await tableRows(target.handle)).toEqual(await tableRows(source));
  });

  it('refuses a damaged, altered or newer-schema archive before writing anything', { timeout: 120_000 }, async () => {
    const target = await emptyTarget('refused');
    const tampered = join(work, 'tampered.tar.gz');
    await rewrite(tampered, (name, body) => {
      if (!name.startsWith('db/news/')) return body;
      return new TextEncoder().encode(new TextDecoder().decode(body).replace('Нөөцлөлт', 'Хуурамч!'));
    });
    await expect(restoreBackup({ handle: target.handle, storage: target.storage, file: tampered })).rejects.toThrow(
      /checksum mismatch in db\/news\//,
    );

    const newer = join(work, 'newer.tar.gz');
    await rewrite(newer, (name, body) => {
      if (name !== MANIFEST_NAME) return body;
      const m = manifestSchema.parse(JSON.parse(new TextDecoder().decode(body)));
      m.migrations.push({ tag: '0099_future', hash: 'f'.repeat(64), createdAt: Date.now() + 1e9 });
      return new TextEncoder().encode(JSON.stringify(m));
    });
    await expect(restoreBackup({ handle: target.handle, storage: target.storage, file: newer })).rejects.toThrow(
      /newer or different schema/,
    );

    const truncated = join(work, 'truncated.tar.gz');
    const whole = await readFile(archive);
    await writeFile(truncated, whole.subarray(0, whole.byteLength >> 1));
    await expect(restoreBackup({ handle: target.handle, storage: target.storage, file: truncated })).rejects.toThrow(
      /not a readable backup archive/,
    );

    expect(await appliedMigrations(target.handle.db)).toEqual([]); // nothing was migrated, loaded or stored
    expect(await target.storage.list('')).toEqual([]);
  });

  it(
    'writes archives readable by their owner only, in a folder only the owner may enter (SECURITY.md 41)',
    { timeout: 120_000 },
    async () => {
      expect((await stat(archive)).mode & 0o777).toBe(0o600);
      // `npm run backup` on an empty embedded database: its default folder DATA_DIR/backups
      const dataDir = join(work, 'cli');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `pglite:${join(dataDir, 'pglite')}`, STORAGE: 'local' },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const folder = join(dataDir, 'backups');
      expect((await stat(folder)).mode & 0o777).toBe(0o700);
      const [name] = await readdir(folder);
      expect((await stat(join(folder, name!))).mode & 0o777).toBe(0o600);
    },
  );

  it(
    'refuses a crafted entry name or a bad checksum before touching a database and storage that hold data',
    { timeout: 120_000 },
    async () => {
      const target = await emptyTarget('crafted');
      await restoreBackup({ handle: target.handle, storage: target.storage, file: archive });
      await target.handle.db.update(news).set({ title: 'sentinel' }).where(eq(news.id, 1));
      const before = { rows: await tableRows(target.handle), files: await fileSums(target.storage) };
      const victim = manifest.entries.find((e) => e.name.startsWith('files/'))!.name;

      // the manifest agrees with the archive, so only the name gives it away
      const crafted = join(work, 'crafted.tar.gz');
      const escape = 'files/../escape.png';
      await rewrite(
        crafted,
        (name, body) =>
          name === MANIFEST_NAME ? new TextEncoder().encode(new TextDecoder().decode(body).replace(`"${victim}"`, `"${escape}"`)) : body,
        (name) => (name === victim ? escape : name),
      );
      const refused = restoreBackup({ handle: target.handle, storage: target.storage, file: crafted, force: true });
      await expect(refused).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow('an entry a backup never writes: "files/../escape.png"');

      const damaged = join(work, 'bad-sum.tar.gz');
      await rewrite(damaged, (name, body) => (name === victim ? new Uint8Array([...body, 0]) : body));
      await expect(restoreBackup({ handle: target.handle, storage: target.storage, file: damaged, force: true })).rejects.toThrow(
        /checksum mismatch in files\//,
      );

      expect(await tableRows(target.handle)).toEqual(before.rows);
      expect((await target.handle.db.select().from(news).where(eq(news.id, 1)))[0].title).toBe('sentinel');
      expect(await fileSums(target.storage)).toEqual(before.files);
      expect(existsSync(join(work, 'crafted', 'escape.png'))).toBe(false);
    },
  );

  it('backs up and restores files kept in S3', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([startS3('source'), startS3('target')]);
    try {
      const from = s3Storage(a.options);
      const to = s3Storage(b.options);
      for (const key of (await sourceFiles.list('')).slice(0, 5)) {
        const obj = (await sourceFiles.get(key))!;
        await from.put(key, obj.body, obj.contentType);
      }
      const file = join(work, 's3.tar.gz');
      expect((await writeBackup({ handle: source, storage: from, file })).files.count).toBe(5);
      const target = await emptyTarget('s3');
      await restoreBackup({ handle: target.handle, storage: to, file });
      expect(await fileSums(to)).toEqual(await fileSums(from));
      expect(Object.keys(await fileSums(to))).toHaveLength(5);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('builds the site from the restored database and files', { timeout: 300_000 }, async () => {
    const target = await emptyTarget('site');
    await restoreBackup({ handle: target.handle, storage: target.storage, file: archive });
    const share = target.handle.kind === 'pglite' ? await sharePglite(target.handle.db) : null;
    const url = share ? share.url : target.handle.url!;
    const dist = join(work, 'site', 'dist');
    try {
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
          env: {
            ...process.env,
            DATABASE_URL: url,
            DATA_DIR: join(work, 'site'),
            ASTRO_OUT_DIR: dist,
            ASTRO_CACHE_DIR: join(work, 'site', 'cache'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code}):\n${output}`))));
      });
    } finally {
      await share?.stop();
    }
    const detail = await readFile(join(dist, 'mm', 'detail', '1.html'), 'utf8');
    expect(detail).toContain('Нөөцлөлт');
  });
});
