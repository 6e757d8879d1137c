import { cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { precompressSite } from '@platform/rebuild/precompress';

/**
 * What the local server's build-time compression costs and saves, on a finished build (e.g. `dist/`
 * after `npm run build` on a large database):
 *   npx tsx scripts/bench/precompress.ts dist [--changed 20] mm.html mm/blog/8=1.html mm/detail/1.html
 * Times a full pass on a copy of the build, then a pass on a second copy with `--changed` pages
 * edited (the rest reusing the first pass), and prints the bytes of the named files per encoding.
 */
const { values, positionals } = parseArgs({
  options: { changed: { type: 'string', default: '20' } },
  allowPositionals: true,
});
const [source = 'dist', ...named] = positionals;
const samples = named.length ? named : ['mm.html', 'mm/blog/8=1.html', 'mm/detail/1.html'];

const work = await mkdtemp(join(tmpdir(), 'precompress-'));
try {
  const first = join(work, 'first');
  const second = join(work, 'second');
  await cp(source, first, { recursive: true });
  await cp(source, second, { recursive: true });
  const pages = (await readdir(second, { recursive: true })).filter((f) => f.endsWith('.html'));
  const edited = pages.filter((_, i) => i % Math.ceil(pages.length / Number(values.changed)) === 0);
  for (const page of edited) await writeFile(join(second, page), `<!-- edited -->\n`, { flag: 'a' });

  const timed = async (label: string, run: () => ReturnType<typeof precompressSite>) => {
    const [started, cpu] = [performance.now(), process.cpuUsage()];
    const result = await run();
    const { user, system } = process.cpuUsage(cpu);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`${label}: ${seconds(performance.now() - started)} (CPU ${seconds((user + system) / 1000)})`, result);
  };
  await timed(`full (${pages.length} pages)`, () => precompressSite(first, null));
  await timed(`incremental (${edited.length} pages edited)`, () => precompressSite(second, first));

  for (const rel of samples) {
    const size = async (suffix: string) => (await stat(join(first, rel + suffix)).catch(() => null))?.size;
    const [plain, br, gz] = [await size(''), await size('.br'), await size('.gz')];
    console.log(`${rel}: ${plain} B, br ${br} B, gzip ${gz} B`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
