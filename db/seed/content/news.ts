import type { news } from '@db/schema';
import { DAY_MS, rng } from '../random';
import type { Template } from './article';
import { paragraphs } from './html';
import { EVENTS, INDUSTRIALIZATION_FORUM, REGIONAL_FORUM } from './templates-events';
import { INDUSTRY } from './templates-industry';
import { MEMBERS, POLICY, PRESS } from './templates-press';
import { COMPANIES, PARTNERS, PUBLISHERS, REGIONS } from './vocabulary';

type NewsRow = typeof news.$inferInsert;

const TEMPLATES: Record<number, Template[]> = {
  8: INDUSTRY,
  13: EVENTS,
  17: REGIONAL_FORUM,
  18: INDUSTRIALIZATION_FORUM,
  14: PRESS,
  15: MEMBERS,
  16: POLICY,
};

/** Category of the i-th newest article: general news most often, every category within any 20 in a row. */
const CATEGORY_CYCLE = [8, 13, 8, 17, 14, 8, 18, 15, 8, 13, 16, 8, 17, 14, 8, 18, 13, 15, 8, 16];

/** Days the archive spans: at least 15 months, longer for big demo sets, never more than six years. */
const spanDays = (n: number) => Math.min(Math.max(n * 6.5, 460), 6 * 365);

/**
 * `n` articles, newest first, spread evenly back in time from `now`. Most are bilingual and
 * published; a few are drafts (inactive) and a few are Mongolian-only, as real editors leave them.
 */
export function buildNews(n: number, now: Date, images: string[]): NewsRow[] {
  const r = rng(8);
  const step = spanDays(n) / Math.max(n, 1);
  const perCategory = new Map<number, number>();
  return Array.from({ length: n }, (_, i) => {
    const category = CATEGORY_CYCLE[i % CATEGORY_CYCLE.length];
    const k = perCategory.get(category) ?? 0;
    perCategory.set(category, k + 1);
    const templates = TEMPLATES[category];
    const round = Math.floor(k / templates.length);
    const created = workingHours(new Date(now.getTime() - (i + 0.2 + 0.6 * r.next()) * step * DAY_MS), now);
    const a = templates[k % templates.length]({
      region: REGIONS[(k + round * 3) % REGIONS.length],
      company: COMPANIES[(k + round * 5) % COMPANIES.length],
      partner: PARTNERS[(k + round) % PARTNERS.length],
      year: created.getUTCFullYear(),
      x: 1 + ((i * 7 + round) % 9),
    });
    const mongolianOnly = i % 17 === 6;
    const updated = i % 5 === 2 ? new Date(Math.min(created.getTime() + r.int(1, 3) * DAY_MS, now.getTime())) : created;
    return {
      category_cid: category,
      image: images[(i * 5) % images.length],
      title: a.title.mn,
      summary: a.summary.mn,
      text: paragraphs(a.body.mn),
      title_en: mongolianOnly ? '' : a.title.en,
      summary_en: mongolianOnly ? '' : a.summary.en,
      text_en: mongolianOnly ? '' : paragraphs(a.body.en),
      publisher: PUBLISHERS[(i * 3) % PUBLISHERS.length],
      news_status: i % 31 !== 11,
      yellow_book: i % 13 === 4,
      created_at: created,
      updated_at: updated,
    };
  });
}

/** Moves a timestamp into the office day (09-18 Ulaanbaatar, UTC+8) without passing `now`. */
function workingHours(d: Date, now: Date): Date {
  const out = new Date(d);
  out.setUTCHours(1 + (d.getUTCMinutes() % 9), d.getUTCSeconds(), 0, 0);
  return out > now ? new Date(out.getTime() - DAY_MS) : out;
}
