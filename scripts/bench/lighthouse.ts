import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse scores (mobile emulation, the default) of pages of a running server:
 *   npx tsx scripts/bench/lighthouse.ts --url http://127.0.0.1:4321 /mm /mm/blog/8=1 /mm/detail/1
 * Prints performance / accessibility / best practices / SEO and the audits that cost points.
 * Not a test: numbers for the report.
 */
const { values, positionals } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:4321' } },
  allowPositionals: true,
});
const paths = positionals.length ? positionals : ['/mm', '/mm/blog/8=1'];

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of paths) {
    const result = await lighthouse(new URL(path, values.url).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(
      `${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}` +
        `  (LCP ${audits['largest-contentful-paint']?.displayValue}, CLS ${audits['cumulative-layout-shift']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue})`,
    );
    for (const cat of Object.values(categories)) {
      for (const ref of cat.auditRefs) {
        const a = audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 0.9)
          console.log(`    ${cat.id}: ${a.id} ${a.score} ${a.displayValue ?? ''}`);
      }
    }
  }
} finally {
  chrome.kill();
}
