import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { astroBuild } from '@platform/rebuild/astro-build';

/** One full build for bench:build (build-rate.ts), in its own process; prints its numbers as JSON. */
export interface BuildRate {
  pages: number;
  seconds: number;
  /** The process's peak resident memory. */
  peakMb: number;
}

const ROOT = resolve(import.meta.dirname, '../..');
const [mode, outDir, pagesArg, bytesArg] = process.argv.slice(2);
process.env.ASTRO_TELEMETRY_DISABLED = '1';

/** A bare Astro project in `dir`: one layout, one route of `pages` pages, each about `bytes` of HTML. */
async function bareProject(dir: string, pages: number, bytes: number) {
  await mkdir(join(dir, 'src/pages/p'), { recursive: true });
  await mkdir(join(dir, 'src/layouts'), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(join(dir, 'package.json'), '{"type":"module","private":true}');
  await writeFile(join(dir, 'astro.config.mjs'), `export default { build: { format: 'file' } };\n`);
  await writeFile(
    join(dir, 'src/layouts/Page.astro'),
    `---
const { title } = Astro.props;
const links = Array.from({ length: 30 }, (_, i) => i);
---
<!doctype html>
<html lang="mn"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>{title}</title></head>
<body><header><nav>{links.map((i) => <a href={\`/p/\${i}\`}>Хэсэг {i}</a>)}</nav></header><main><h1>{title}</h1><slot /></main><footer>© 2026</footer></body></html>
`,
  );
  // each page's paragraphs: as many as bring it to about `bytes` (the sentence is 2 bytes a letter)
  const sentence = (id: number, k: number) => `Монголын уул уурхайн салбар ${id} тайлан мэдээ хөрөнгө оруулалт ${k} `;
  const paragraphs = Math.max(1, Math.round((bytes - 1500) / Buffer.byteLength(`<p>${sentence(1000, 1).repeat(8)}</p>`)));
  await writeFile(
    join(dir, 'src/pages/p/[id].astro'),
    `---
import Page from '../../layouts/Page.astro';
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, i) => ({ params: { id: String(i) }, props: { title: 'Мэдээ ' + i } }));
}
const { title } = Astro.props;
const sentence = ${sentence.toString()};
const id = Number(Astro.params.id);
---
<Page title={title}>{Array.from({ length: ${paragraphs} }, (_, k) => <p>{sentence(id, k).repeat(8)}</p>)}</Page>
`,
  );
}

const started = performance.now();
if (mode === 'site') {
  await astroBuild({ root: ROOT, outDir });
} else if (mode === 'bare') {
  await bareProject(outDir, Number(pagesArg), Number(bytesArg));
  const { build } = await import('astro');
  await build({ root: outDir, logLevel: 'warn' });
} else throw new Error('mode: site or bare');
const seconds = (performance.now() - started) / 1000;
const dist = mode === 'site' ? outDir : join(outDir, 'dist');
const pages = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html')).length;
const result: BuildRate = { pages, seconds, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) };
console.log(JSON.stringify(result));
