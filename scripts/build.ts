/**
 * `npm run build`: the static site into dist/ (what Cloudflare Pages deploys), reading the database
 * named by DATABASE_URL, else the running local server's shared database, else `.data/pglite`.
 * Absolute URLs name PUBLIC_URL, else http://HOST:PORT (127.0.0.1:4321), where `npm start` listens.
 * Reports pages, files and time; Pages refuses a deployment of more than 20,000 files (Free plan).
 */
import { readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { astroBuild } from '../src/platform/rebuild/astro-build';

const PAGES_FILE_LIMIT = 20_000;
const outDir = resolve(process.env.ASTRO_OUT_DIR || 'dist');

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
await astroBuild({ root: process.cwd(), outDir });
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
