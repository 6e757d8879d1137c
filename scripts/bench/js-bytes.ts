import { parseArgs } from 'node:util';
import { gz, isFramework, pageWeight, type ModuleCache } from '../lib/page-weight';

/**
 * JavaScript a page ships, gzip bytes, against a running server:
 *   npx tsx scripts/bench/js-bytes.ts --url http://127.0.0.1:4321 /mm /mm/detail/1
 * Counts inline scripts (JSON-LD excluded: data, not code) and every module a `<script src>` loads
 * (static imports followed), and says which are framework (React islands) and which the shell's own.
 * The counting is scripts/lib/page-weight.ts, the one the performance budget test uses.
 */
const { values, positionals } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:4321' } },
  allowPositionals: true,
});
const base = values.url!;
const paths = positionals.length ? positionals : ['/mm', '/mm/blog/8=1'];
const cache: ModuleCache = new Map();

for (const path of paths) {
  const { inline, modules, js, html } = await pageWeight(base, path, { cache });
  const framework = [...modules].filter(([url, code]) => isFramework(url, code));
  const frameworkUrls = new Set(framework.map(([url]) => url));
  const own = [...modules].filter(([url]) => !frameworkUrls.has(url));
  const sum = (list: string[]) => list.reduce((n, s) => n + gz(s), 0);
  console.log(
    `${path}: inline ${inline.length} script(s) ${sum(inline)} B gz; page modules ${own.length} ${sum(own.map(([, c]) => c))} B gz; framework ${framework.length} ${sum(framework.map(([, c]) => c))} B gz; total ${js} B gz; HTML ${html} B gz`,
  );
  for (const [url, code] of modules) console.log(`    ${url}  ${gz(code)} B gz`);
}
