import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@db/client';
import { sharePglite } from '@server/share-pglite';
import { createTestDb } from '../helpers/db';
import { splitProxy } from '../helpers/split-proxy';

let handle: DbHandle;
let share: Awaited<ReturnType<typeof sharePglite>>;
let url: string;

beforeAll(async () => {
  handle = await createTestDb({ migrate: false });
  share = await sharePglite(handle.db);
  url = share.url;
});
afterAll(async () => {
  await share?.stop();
  await handle?.close();
});

/** Parameterised queries with 1 to 4 parameters: a client whose Parse is replaced by another's Bind fails or reads another's answer. */
async function queries(run: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>, tag: number, n: number) {
  for (let i = 0; i < n; i++) {
    const k = (i % 4) + 1;
    const values = Array.from({ length: k }, (_, j) => tag * 1000 + i * 10 + j);
    const text = `select ${values.map((_, j) => `$${j + 1}::int`).join(' + ')} as s, ${k} as k`;
    const { rows } = await run(text, values);
    expect(rows).toEqual([{ s: values.reduce((a, b) => a + b, 0), k }]);
  }
}

describe.skipIf(process.env.DATABASE_URL)('the embedded database shared with build processes', () => {
  it(
    'keeps each client’s extended-protocol messages together while 20 clients and the API query at once',
    { timeout: 120_000 },
    async () => {
      const proxy = await splitProxy({ path: share.socketPath });
      const build = new pg.Client({ connectionString: proxy.url });
      const others = Array.from({ length: 20 }, () => new pg.Client({ connectionString: url }));
      await Promise.all([build, ...others].map((c) => c.connect()));
      try {
        const inProcess = async () => {
          for (let i = 0; i < 100; i++) {
            const rows = await handle.db.transaction(async (tx) => {
              await tx.execute(sql`select ${i}::int as a`);
              const result = (await tx.execute(sql`select ${i}::int + ${1}::int as s`)) as unknown as { rows: unknown[] };
              return result.rows;
            });
            expect(rows).toEqual([{ s: i + 1 }]);
          }
        };
        await Promise.all([
          queries((t, v) => build.query(t, v), 1, 200),
          ...others.map((c, n) => queries((t, v) => c.query(t, v), n + 2, 40)),
          inProcess(),
        ]);
      } finally {
        await Promise.all([build, ...others].map((c) => c.end()));
        await proxy.stop();
      }
    },
  );
});

describe.skipIf(process.env.DATABASE_URL)('named statements of clients of the one backend', () => {
  const named = (c: pg.Client, name: string, text: string, values: unknown[] = []) =>
    c.query({ name, text, values }).then((r) => r.rows as Record<string, unknown>[]);

  it('are each client’s own: two prepare one name with other texts, and a client that comes back prepares it again', async () => {
    const a = new pg.Client({ connectionString: url });
    const b = new pg.Client({ connectionString: url });
    await Promise.all([a.connect(), b.connect()]);
    try {
      // the two clients' turns interleave on the one backend
      await Promise.all([
        (async () => {
          for (let i = 0; i < 10; i++) expect(await named(a, 'list_page', 'select $1::int + 1 as n', [i])).toEqual([{ n: i + 1 }]);
        })(),
        (async () => {
          for (let i = 0; i < 10; i++)
            expect(await named(b, 'list_page', "select $1::text || '!' as s", [`b${i}`])).toEqual([{ s: `b${i}!` }]);
        })(),
      ]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    // a replaced build process: a new client (a new pg Client knows nothing prepared) prepares the same name
    for (let round = 0; round < 3; round++) {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      expect(await named(again, 'list_page', 'select $1::int * 2 as n', [round])).toEqual([{ n: round * 2 }]);
      await again.end();
    }
    // and the backend holds none of the clients' statements once they have left
    await expect
      .poll(
        async () => (await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements`)) as unknown as { rows: unknown[] },
      )
      .toMatchObject({ rows: [{ n: 0 }] });
  });
});

describe.skipIf(process.env.DATABASE_URL)('a client that leaves mid-transaction', () => {
  it('is rolled back, and the server’s own queries go on', { timeout: 30_000 }, async () => {
    await handle.db.execute(sql`create table share_probe (n int)`);
    const gone = new pg.Client({ connectionString: url });
    gone.on('error', () => {});
    await gone.connect();
    await gone.query('begin');
    await gone.query('insert into share_probe values ($1)', [1]);
    // the server's query waits for the client's transaction (one backend), then must not see its row
    const read = handle.db.execute(sql`select count(*)::int as n from share_probe`);
    (gone as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(((await read) as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    const next = new pg.Client({ connectionString: url });
    await next.connect();
    expect((await next.query('select count(*)::int as n from share_probe')).rows).toEqual([{ n: 0 }]);
    await next.end();
  });
});

describe.skipIf(process.env.DATABASE_URL)('who may open the shared embedded database (SECURITY.md 36)', () => {
  it('listens on a Unix socket in a folder only its owner may enter, never on a TCP port', async () => {
    expect(url).toMatch(/^postgres:\/\/postgres@localhost\/postgres\?host=%2F/);
    expect((await stat(join(share.socketPath, '..'))).mode & 0o777).toBe(0o700);
    expect((await stat(share.socketPath)).mode & 0o777).toBe(0o600);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it.skipIf(process.getuid?.() !== 0)('refuses another local user', async () => {
    const data = await mkdtemp(join(tmpdir(), 'share-owner-'));
    await chmod(data, 0o755); // a data folder others may list: the share's own folder must still keep them out
    const other = await sharePglite(handle.db, join(data, 'pg-share'));
    try {
      const probe = `require('net').connect(${JSON.stringify(other.socketPath)}).on('connect', () => { console.log('connected'); process.exit(0) }).on('error', (e) => { console.log(e.code); process.exit(0) })`;
      // /usr/bin/node: the test's own Node may sit in a folder that user cannot read
      const run = spawnSync('/usr/bin/node', ['-e', probe], { uid: 65534, gid: 65534, encoding: 'utf8', cwd: '/' });
      expect(run.stdout.trim()).toBe('EACCES');
    } finally {
      await other.stop();
      await rm(data, { recursive: true, force: true });
    }
  });

  it('writes server.json readable by its owner only', async () => {
    const data = await mkdtemp(join(tmpdir(), 'server-info-'));
    process.env.DATA_DIR = data;
    try {
      const { writeServerInfo } = await import('../../scripts/lib/server-info');
      writeServerInfo({ pid: process.pid, port: 1, dbUrl: url, url: 'http://x' });
      const file = join(data, 'server.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ dbUrl: url });
      const { localDatabaseUrl } = await import('@platform/db-url');
      expect(localDatabaseUrl()).toBe(url);
    } finally {
      delete process.env.DATA_DIR;
      await rm(data, { recursive: true, force: true });
    }
  });
});
