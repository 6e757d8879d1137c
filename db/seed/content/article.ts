import type { Company, Region } from './vocabulary';

export interface Pair {
  mn: string;
  en: string;
}
/** What varies between copies of one template, so 5000 generated articles do not all read alike. */
export interface Vars {
  region: Region;
  company: Company;
  partner: Pair;
  year: number;
  /** A small number 1..9 that templates turn into plausible figures. */
  x: number;
}
export interface Article {
  title: Pair;
  summary: Pair;
  body: { mn: string[]; en: string[] };
}
export type Template = (v: Vars) => Article;

/** Builds an article from parallel Mongolian and English lines: [title, summary, ...paragraphs]. */
export const article = (mn: string[], en: string[]): Article => ({
  title: { mn: mn[0], en: en[0] },
  summary: { mn: mn[1], en: en[1] },
  body: { mn: mn.slice(2), en: en.slice(2) },
});
