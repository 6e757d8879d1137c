import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { newPostgresDatabase } from './bench-db';
import type { BuildRate } from './build-rate-child';

/**
 * The site's full build beside a bare Astro site of as many pages, in one run (issue 28 §4):
 *   npm run bench:build -- --news 5000 --companies 3000
 * Seeds a scratch Postgres database (127.0.0.1:5432, or BENCH_POSTGRES_URL) with the demo at that
 * size, then builds, each in a process of its own (build-rate-child.ts) so that its peak memory is
 * its own: (a) the site, cold (an empty Astro cache, as a new deployment), and (b) a bare Astro
 * project as many pages (one layout, one route, each page as large as the site's median page).
 * Prints pages, seconds, pages/s and the peak resident memory of both, and the site's rate as a
 * share of the bare one. It prints numbers and is not a timed test: run it on a quiet machine.
 */
const { values } = parseArgs({
  options: { news: { type: 'string', default: '5000' }, companies: { type: 'string', default: '3000' } },
});
const line = (label: string, value: string) => console.log(`${label.padEnd(14)}${value}`);
const describe = (r: BuildRate) =>
  `${r.pages} pages in ${r.seconds.toFixed(1)} s: ${Math.round(r.pages / r.seconds)} pages/s, peak ${r.peakMb} MB`;

function child(args: string[], env: Record<string, string>): Promise<BuildRate> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'build-rate-child.ts'), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.once('error', reject);
    p.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as BuildRate);
      else reject(new Error(`build-rate-child ${args[0]} exited with ${code}: ${out.slice(-2000)}`));
    });
  });
}

async function medianHtmlBytes(dir: string): Promise<number> {
  const pages = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html'));
  const sample = pages.filter((_, i) => i % Math.max(1, Math.floor(pages.length / 400)) === 0);
  const sizes = (await Promise.all(sample.map(async (f) => (await stat(join(dir, f))).size))).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

const work = await mkdtemp(join(tmpdir(), 'build-rate-'));
const db = await newPostgresDatabase({ prefix: 'bench_build' });
try {
  const env = { DATABASE_URL: db.url, DATA_DIR: join(work, 'data') };
  await new Promise<void>((resolve, reject) => {
    const seed = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--news', values.news, '--companies', values.companies], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    seed.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
  line('data', `${values.news} articles, ${values.companies} companies (demo seed, Postgres)`);
  const siteOut = join(work, 'site');
  const site = await child(['site', siteOut], { ...env, ASTRO_CACHE_DIR: join(work, 'astro-cache') });
  line('site', describe(site));
  const bytes = await medianHtmlBytes(siteOut);
  await rm(siteOut, { recursive: true, force: true });
  const bare = await child(['bare', join(work, 'bare'), String(site.pages), String(bytes)], {});
  line('bare Astro', `${describe(bare)} (one route, pages of ${bytes} bytes)`);
  line('ratio', `${(site.pages / site.seconds / (bare.pages / bare.seconds)).toFixed(2)} (site pages/s / bare pages/s)`);
} finally {
  await db.drop();
  await rm(work, { recursive: true, force: true });
}
