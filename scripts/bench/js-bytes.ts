import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * JavaScript a page ships, gzip bytes, against a running server:
 *   npx tsx scripts/bench/js-bytes.ts --url http://127.0.0.1:4321 /mm /mm/detail/1
 * Counts inline scripts (JSON-LD excluded: data, not code) and every module a `<script src>` loads
 * (static imports followed), and says which are framework (React islands) and which the shell's own.
 */
const { values, positionals } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:4321' } },
  allowPositionals: true,
});
const base = values.url!;
const paths = positionals.length ? positionals : ['/mm', '/mm/blog/8=1'];

const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;

async function modulesFrom(entry: string, seen: Map<string, string>) {
  if (seen.has(entry)) return;
  const code = await (await fetch(new URL(entry, base))).text();
  seen.set(entry, code);
  for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g))
    await modulesFrom(new URL(m[1], new URL(entry, base)).pathname, seen);
}

for (const path of paths) {
  const html = await (await fetch(new URL(path, base))).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scripts.filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs)).map(([, , body]) => body);
  const external = new Map<string, string>();
  for (const [, attrs] of scripts) {
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) await modulesFrom(src, external);
  }
  // islands hydrate through astro-island: their renderer and components load on demand
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) await modulesFrom(m[1].replace(/&amp;/g, '&'), external);
  const framework = [...external].filter(
    ([url, code]) => /react|client\.[\w-]+\.js|jsx-runtime/i.test(url) || /__SECRET_INTERNALS|react\.dev/i.test(code),
  );
  const frameworkUrls = new Set(framework.map(([url]) => url));
  const own = [...external].filter(([url]) => !frameworkUrls.has(url));
  const sum = (list: string[]) => list.reduce((n, s) => n + gz(s), 0);
  console.log(
    `${path}: inline ${inline.length} script(s) ${sum(inline)} B gz; page modules ${own.length} ${sum(own.map(([, c]) => c))} B gz; framework ${framework.length} ${sum(framework.map(([, c]) => c))} B gz; total ${sum([...inline, ...[...external.values()]])} B gz`,
  );
  for (const [url, code] of external) console.log(`    ${url}  ${gz(code)} B gz`);
}
