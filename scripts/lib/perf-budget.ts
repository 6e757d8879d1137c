import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The performance budget (tests/perf-budget.json): per page template, one representative URL and
 * the most JavaScript and HTML (gzip bytes, as scripts/lib/page-weight.ts counts them) it may ship in
 * each language. Held by tests/e2e/perf-budget.spec.ts; `npx tsx scripts/bench/perf-budget.ts --write`
 * sets each budget to today's size plus the headroom.
 */
export type BudgetLang = 'mn' | 'en';
export interface Bytes {
  js: number;
  html: number;
}
export interface BudgetPage {
  template: string;
  /** the Mongolian path; the English one is `/en` + path */
  path: string;
  /** the status the URL answers with (not-found pages: 404) */
  status?: number;
  /** languages the page exists in (default both) */
  langs?: BudgetLang[];
  budget?: Partial<Record<BudgetLang, Bytes>>;
}
export interface BudgetFile {
  $comment: string;
  headroom: number;
  pages: BudgetPage[];
}

export const BUDGET_FILE = join(import.meta.dirname, '../../tests/perf-budget.json');
export const readBudget = (): BudgetFile => JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as BudgetFile;
export const langsOf = (p: BudgetPage): BudgetLang[] => p.langs ?? ['mn', 'en'];
export const pathIn = (lang: BudgetLang, path: string) => (lang === 'en' ? `/en${path}` : path);
/** today's size plus the headroom, rounded up to 100 bytes */
export const budgetFor = (bytes: number, headroom: number) => Math.ceil((bytes * (1 + headroom)) / 100) * 100;
