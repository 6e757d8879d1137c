import { expect, test } from './fixtures';
import { pageWeight, type ModuleCache } from '../../scripts/lib/page-weight';
import { langsOf, pathIn, readBudget } from '../../scripts/lib/perf-budget';

/**
 * The performance budget (tests/perf-budget.json, issue 28): every page template's representative
 * page ships at most its JavaScript and HTML budget (gzip bytes) in each language. Counted as
 * scripts/bench/js-bytes.ts counts (scripts/lib/page-weight.ts): inline scripts but JSON-LD, and every
 * module loaded, island components and renderers included. A few seconds: plain fetches, no browser.
 */
test('every page template stays within its JavaScript and HTML budget', async ({ baseURL }) => {
  const { pages } = readBudget();
  const cache: ModuleCache = new Map();
  const over: string[] = [];
  for (const page of pages) {
    for (const lang of langsOf(page)) {
      const path = pathIn(lang, page.path);
      const budget = page.budget?.[lang];
      if (!budget) {
        over.push(`${path} (${page.template}): no budget for ${lang}`);
        continue;
      }
      const w = await pageWeight(baseURL!, path, { cache, allowStatus: page.status ? [page.status] : [] });
      if (w.js > budget.js) over.push(`${path} (${page.template}): JavaScript ${w.js} B gz > budget ${budget.js} B`);
      if (w.html > budget.html) over.push(`${path} (${page.template}): HTML ${w.html} B gz > budget ${budget.html} B`);
    }
  }
  expect(
    over,
    `pages over their budget (tests/perf-budget.json; scripts/bench/perf-budget.ts lists every size):\n${over.join('\n')}`,
  ).toEqual([]);
});
