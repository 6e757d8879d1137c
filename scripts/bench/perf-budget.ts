import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pageWeight, type ModuleCache } from '../lib/page-weight';
import { BUDGET_FILE, budgetFor, langsOf, pathIn, readBudget, type BudgetLang, type Bytes } from '../lib/perf-budget';

/**
 * Weighs every page of the performance budget (tests/perf-budget.json) on a running server and
 * prints size against budget:
 *   npx tsx scripts/bench/perf-budget.ts --url http://127.0.0.1:4321
 * `--write` sets every budget to today's size plus the file's headroom (after a deliberate change;
 * measure on a freshly seeded demo site, as the e2e server is).
 */
const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:4321' }, write: { type: 'boolean', default: false } },
});
const file = readBudget();
const cache: ModuleCache = new Map();
for (const page of file.pages) {
  const measured: Partial<Record<BudgetLang, Bytes>> = {};
  for (const lang of langsOf(page)) {
    const w = await pageWeight(values.url!, pathIn(lang, page.path), { cache, allowStatus: page.status ? [page.status] : [] });
    measured[lang] = { js: w.js, html: w.html };
    const b = page.budget?.[lang];
    console.log(
      `${pathIn(lang, page.path).padEnd(28)} JS ${String(w.js).padStart(7)} / ${String(b?.js ?? '-').padStart(7)}   HTML ${String(w.html).padStart(6)} / ${String(b?.html ?? '-').padStart(6)}  B gz`,
    );
  }
  if (values.write)
    page.budget = Object.fromEntries(
      Object.entries(measured).map(([lang, m]) => [lang, { js: budgetFor(m.js, file.headroom), html: budgetFor(m.html, file.headroom) }]),
    );
}
if (values.write) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`written: ${BUDGET_FILE}`);
}
