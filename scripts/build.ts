/**
 * `npm run build`: the static site into dist/ (what Cloudflare Pages deploys), reading the database
 * named by DATABASE_URL, else the running local server's shared database, else `.data/pglite`.
 * Reports pages, files and time; Pages refuses a deployment of more than 20,000 files (Free plan).
 */
import { readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { openDb } from '../db/client';
import { setContentDb } from '../src/platform/content-db';
import { astroBuilder } from '../src/platform/rebuild/astro-builder';
import { localDatabaseUrl } from './lib/db-url';

const PAGES_FILE_LIMIT = 20_000;
const outDir = resolve(process.env.ASTRO_OUT_DIR || 'dist');

const handle = await openDb(localDatabaseUrl());
setContentDb(handle.db);
const started = performance.now();
try {
  await rm(outDir, { recursive: true, force: true });
  await astroBuilder({ root: process.cwd(), db: handle.db })(outDir);
} finally {
  await handle.close();
}
const seconds = (performance.now() - started) / 1000;

const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
const pages = files.filter((e) => e.name.endsWith('.html')).length;
console.log(
  `Built ${pages} pages (${files.length} files) into ${outDir} in ${seconds.toFixed(1)} s (${(pages / seconds).toFixed(0)} pages/s).`,
);
if (files.length > PAGES_FILE_LIMIT) {
  console.error(`Too many files for Cloudflare Pages: ${files.length} > ${PAGES_FILE_LIMIT}. Keep media in S3/R2, not in public/.`);
  process.exitCode = 1;
}
