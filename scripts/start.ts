/**
 * `npm start`: migrates and (when empty) seeds the database, then serves the site, the API and
 * stored files on one port at once; the site is (re)built in a child process meanwhile (a
 * "building" page answers until the first build is ready). See README "Quick start".
 */
import { parseEnv } from '@platform/env';
import { startServer } from '@server/start-server';
import { DATA_DIR, FILES_DIR, PGLITE_DIR, SITE_DIR } from '@platform/db-url';
import { removeServerInfo, writeServerInfo } from './lib/server-info';

const started = performance.now();
const env = parseEnv(process.env);
const say = (line: string) => console.log(line);

/** Build progress and failures, not every request (those are only shown when they fail). */
const log = (entry: Record<string, unknown>) => {
  if (entry.method && Number(entry.status) < 500) return;
  console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));
};

const server = await startServer({
  env,
  paths: { root: process.cwd(), dataDir: DATA_DIR, pgliteDir: PGLITE_DIR, filesDir: FILES_DIR, siteDir: SITE_DIR },
  log,
  say,
});
writeServerInfo({ pid: process.pid, port: server.port, dbUrl: server.dbUrl, url: server.url });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
say(`\nListening on ${server.url}/mm (ready in ${seconds} s)`);
say(
  `Database: ${env.DATABASE_URL ? 'DATABASE_URL' : `embedded, ${PGLITE_DIR}`}${server.dbUrl ? ` (shared for this user on ${server.dbUrl})` : ''}`,
);
if (server.seed.demoAdmin) {
  say(
    `\nDemo admin (shown once, only its hash is stored):\n  e-mail:   ${server.seed.demoAdmin.email}\n  password: ${server.seed.demoAdmin.password}`,
  );
}
say(`\nSign in at ${server.url}/admin. Create your own admin (works while the server runs):`);
say(`  npm run admin -- create --email you@example.mn --password 'a long password'`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  say(`\n${signal}: stopping`);
  removeServerInfo();
  // open keep-alive connections must not keep the process alive forever
  setTimeout(() => process.exit(0), 3000).unref();
  await server.close().catch((err) => console.error(err));
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('exit', removeServerInfo);
