/**
 * `npm run build`: the static site into dist/ (what Cloudflare Pages deploys), reading the database
 * named by DATABASE_URL, else the running local server's shared database, else `.data/pglite`.
 * Absolute URLs name PUBLIC_URL, else http://HOST:PORT (127.0.0.1:4321), where `npm start` listens.
 * Reports pages, files and time. Pages refuses a deployment of more than 20,000 files (Free plan;
 * 100,000 on paid plans): `PAGES_FILE_LIMIT` sets the plan's limit, and a build over it fails.
 */
import { readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { astroBuild } from '@platform/rebuild/astro-build';

const PAGES_FILE_LIMIT = Number(process.env.PAGES_FILE_LIMIT) || 20_000;
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
const articlePages = files.filter((e) => e.name.endsWith('.html') && /[\\/]detail$/.test(e.parentPath)).length;
const listPages = files.filter((e) => e.name.endsWith('.html') && /[\\/]blog$/.test(e.parentPath)).length;
console.log(`  ${articlePages} article pages, ${listPages} news list pages, ${files.length - articlePages - listPages} other files.`);
if (files.length > PAGES_FILE_LIMIT) {
  console.error(
    `Too many files for Cloudflare Pages: ${files.length} > ${PAGES_FILE_LIMIT} (PAGES_FILE_LIMIT). Pages refuses such a ` +
      `deployment. Either move the project to a paid Pages plan and set PAGES_FILE_LIMIT=100000, or build fewer ` +
      `pages: keep media in S3/R2 (never in public/), and archive old articles (unpublish them) — each published ` +
      `article costs about 2.5 files (its page in each language and its share of the category and month lists).`,
  );
  process.exitCode = 1;
}
