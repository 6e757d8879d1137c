import { parseArgs } from 'node:util';
import { audit, CATEGORIES, launchChrome, type PageAudit } from '../lib/lighthouse';

/**
 * Lighthouse scores (mobile emulation, the default) of pages of a running server:
 *   npx tsx scripts/bench/lighthouse.ts --url http://127.0.0.1:4321 --runs 3 /mm /mm/blog/8=1 /mm/detail/1
 * Prints performance / accessibility / best practices / SEO and the audits that cost points; with
 * `--runs N` each page is measured N times (the runs interleaved over the pages) and the run with the
 * median performance score is shown, with every run's score. Not a test: numbers for the report.
 */
const { values, positionals } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:4321' }, runs: { type: 'string', default: '1' } },
  allowPositionals: true,
});
const paths = positionals.length ? positionals : ['/mm', '/mm/blog/8=1'];
const runs = Math.max(1, Number(values.runs));

const chrome = await launchChrome();
const results = new Map<string, PageAudit[]>(paths.map((p) => [p, []]));
try {
  for (let r = 0; r < runs; r++)
    for (const path of paths) {
      const result = await audit(chrome.port, new URL(path, values.url).href);
      results.get(path)!.push(result);
      if (runs > 1)
        console.error(
          `  run ${r + 1} ${path}: performance ${result.scores.performance} (${Object.entries(result.metrics)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')})`,
        );
    }
} finally {
  chrome.kill();
}
for (const [path, list] of results) {
  const sorted = [...list].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  const s = median.scores;
  console.log(
    `${path}: performance ${s.performance}${runs > 1 ? ` [${list.map((l) => l.scores.performance).join(' ')}]` : ''}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}` +
      `  (${Object.entries(median.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
  );
  const worst = CATEGORIES.filter((c) => c !== 'performance' && list.some((l) => l.scores[c] < 100));
  if (worst.length)
    console.log(`    below 100 in some run: ${worst.map((c) => `${c} [${list.map((l) => l.scores[c]).join(' ')}]`).join(', ')}`);
  for (const line of median.failing) console.log(`    ${line}`);
}
