import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (mobile emulation and simulated throttling: its defaults) in Debian's Chromium, for
 * scripts/bench/lighthouse.ts. One Chrome serves many pages.
 */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  url: string;
  /** 0–100 per category */
  scores: Record<Category, number>;
  /** LCP, FCP, CLS, TBT, SI as Lighthouse shows them */
  metrics: Record<string, string>;
  /** weighted audits scoring under 0.9: `category: id score value` */
  failing: string[];
}

export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

export async function audit(port: number, url: string, categories: readonly Category[] = CATEGORIES): Promise<PageAudit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories: cats, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((cats[id]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(
    [
      ['FCP', 'first-contentful-paint'],
      ['LCP', 'largest-contentful-paint'],
      ['TBT', 'total-blocking-time'],
      ['CLS', 'cumulative-layout-shift'],
      ['SI', 'speed-index'],
    ].map(([name, id]) => [name, audits[id]?.displayValue ?? '?']),
  );
  const failing: string[] = [];
  for (const cat of Object.values(cats))
    for (const ref of cat.auditRefs) {
      const a = audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9)
        failing.push(`${cat.id}: ${a.id} ${a.score} ${a.displayValue ?? ''}`.trim());
    }
  return { url, scores, metrics, failing };
}
