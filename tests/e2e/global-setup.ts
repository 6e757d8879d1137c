import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_PORT } from '../../playwright.config';
import globalTeardown from './global-teardown';

/**
 * Starts `npm start`'s script on a fresh data folder (or a fresh database on the DATABASE_URL
 * server, so the shared `test` database is never touched) and waits until the site is built.
 * What the tests need is handed over in E2E_* environment variables (inherited by the workers).
 */
export default async function globalSetup() {
  const baseURL = `http://127.0.0.1:${E2E_PORT}`;
  // another server on the port would answer the health check and the tests would run against it
  if (await isUp(`${baseURL}/api/health`)) throw new Error(`port ${E2E_PORT} is already in use: stop that server or set E2E_PORT`);
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const serverDbUrl = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);

  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REBUILD_DEBOUNCE_MS: '300',
      DATABASE_URL: serverDbUrl,
      PUBLIC_URL: undefined,
      // as deployed behind Cloudflare: the specs give each test its own cf-connecting-ip (per-address limits)
      TRUSTED_PROXY: 'cloudflare',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));

  Object.assign(process.env, {
    E2E_SERVER_PID: String(child.pid),
    E2E_DATA_DIR: dataDir,
    E2E_BASE_URL: baseURL,
    E2E_SERVER_DB_URL: serverDbUrl ?? '',
  });

  try {
    const deadline = Date.now() + 300_000;
    while (exited !== null || !(await isUp(`${baseURL}/api/health`)) || !(await isUp(`${baseURL}/mm`))) {
      if (exited !== null) throw new Error(`scripts/start.ts exited with ${exited}:\n${readFileSync(logFile, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`the e2e server did not come up in 300 s; see ${logFile}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    process.env.E2E_KEEP_DATA ??= '1'; // keep the server log for the failure
    await globalTeardown();
    throw err;
  }
  console.log(`e2e server up in ${((Date.now() - started) / 1000).toFixed(1)} s (cold start, first build included); log: ${logFile}`);

  // Direct database access for the tests: the e2e database, or the server's shared PGlite.
  const info = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { dbUrl?: string };
  process.env.E2E_DB_URL = serverDbUrl ?? info.dbUrl;
}

async function isUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
