import { dirBanners, dirCategories, dirCompanies, dirCompanyCategories, dirConsultants, dirContacts } from '@db/schema';
import type { Db } from '@db/client';
import type { Storage } from '@platform/ports';
import { CONSULTANT_CODE, MAIN_CATEGORY_CODES, type MainCategoryCode } from '@shared/directory';
import { insertAll, insertReturningIds } from '../batch';
import { Canvas, mix } from '../files/canvas';
import { groundedLandscape, headframe, openPit, truck, conveyor } from '../files/landscape';
import { BRAND_COLORS, PALETTES } from '../files/palettes';
import { DAY_MS, nn, rng, type Rng } from '../random';
import * as v from './content';

export interface DirectorySeedContext {
  db: Db;
  storage: Storage;
  now: Date;
  counts: Record<string, number>;
  /** Companies to make (default 320; `seed --companies 10000` for benchmarks). */
  companies?: number;
}

export const DEFAULT_COMPANIES = 320;
const CONSULTANTS = 64;
/** Requests waiting for review: the last companies and consultants made. */
const PENDING_COMPANIES = 8;
const PENDING_CONSULTANTS = 5;
const LOGOS = 24;
const BANNERS = 4;

const upper = (s: string) => s.toLocaleUpperCase('mn');

/** 240x240 logo: a coloured tile with a geometric mark. */
function logoPicture(i: number): Uint8Array {
  const c = new Canvas(240, 240);
  const base = BRAND_COLORS[i % BRAND_COLORS.length];
  const light = mix(base, [255, 255, 255], 0.85);
  c.rect(0, 0, 240, 240, light);
  const mark = i % 4;
  if (mark === 0) c.circle(120, 120, 78, base);
  if (mark === 1)
    c.polygon(
      [
        [120, 36],
        [204, 196],
        [36, 196],
      ],
      base,
    );
  if (mark === 2) c.rect(50, 50, 140, 140, base);
  if (mark === 3) {
    c.polygon(
      [
        [120, 30],
        [210, 120],
        [120, 210],
        [30, 120],
      ],
      base,
    );
    c.circle(120, 120, 34, light);
  }
  c.circle(120, 120, 18, mix(base, [0, 0, 0], 0.35));
  return c.toPng();
}

/** 730x455 banner (the spec's recommended size): a mining landscape. */
function bannerPicture(i: number): Uint8Array {
  const c = new Canvas(730, 455);
  const pal = PALETTES[(i + 4) % PALETTES.length];
  const { near, ground, dark } = groundedLandscape(c, pal, 1700 + i, 0.52, 0.84);
  if (i % 4 === 0) headframe(c, c.width * 0.72, ground, 150, dark);
  if (i % 4 === 1) openPit(c, c.width * 0.5, ground - 3, 520, pal.ridges[1], pal.ridges[2]);
  if (i % 4 === 2) truck(c, c.width * 0.3, ground, 110, dark);
  if (i % 4 === 3) conveyor(c, c.width * 0.18, ground, 160, dark, mix(pal.accent, near, 0.5));
  c.vignette(0.2);
  return c.toPng();
}

const phone = (r: Rng) => `+976 ${r.int(7000, 9999)}-${r.int(1000, 9999)}`;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The i-th company name: every combination of name word, sector word and legal form first (the demo's
 * 320); past those (benchmark sizes) a brand of two syllables, as varied as a real directory's names,
 * so one word does not name hundreds of companies.
 */
function companyName(i: number, main: MainCategoryCode): { mn: string; en: string } {
  const words = v.NAME_WORDS;
  const sectors = v.SECTOR_WORDS[main];
  const round = Math.floor(i / (words.length * sectors.length));
  const b = sectors[Math.floor(i / words.length) % sectors.length];
  const form = v.LEGAL_FORMS[round % 2];
  if (round < 2) {
    const a = words[i % words.length];
    return { mn: upper(`${a[0]} ${b[0]} ${form[0]}`), en: upper(`${a[1]} ${b[1]} ${form[1]}`) };
  }
  const syl = v.SYLLABLES;
  const x = syl[i % syl.length];
  const y = syl[Math.floor(i / syl.length) % syl.length];
  return { mn: upper(`${x[0]}${y[0]} ${b[0]} ${form[0]}`), en: upper(`${x[1]}${y[1]} ${b[1]} ${form[1]}`) };
}

/**
 * The directory's demo content: sub-categories of the four main categories (0403 consultants),
 * companies over all of them with contacts and generated logos, consultants, banners, and requests
 * waiting for review (the last rows made, never public until approved).
 */
export async function seedDirectory({ db, storage, now, counts, companies = DEFAULT_COMPANIES }: DirectorySeedContext): Promise<void> {
  const r = rng(20250911);
  const subs = MAIN_CATEGORY_CODES.flatMap((main) =>
    v.SUB_CATEGORIES[main].map(([name_mn, name_en], j) => ({ main_code: main, category_code: `${main}${nn(j)}`, name_mn, name_en })),
  );
  const subIds = await insertReturningIds(db, counts, dirCategories, subs);
  const companySubs = subs.map((s, k) => ({ ...s, id: subIds[k] })).filter((s) => s.category_code !== CONSULTANT_CODE);

  const logos = await Promise.all(
    Array.from({ length: LOGOS }, async (_, i) => {
      const key = `seed/directory/logo-${nn(i)}.png`;
      await storage.put(key, logoPicture(i), 'image/png');
      return storage.url(key);
    }),
  );
  const banners = await Promise.all(
    Array.from({ length: BANNERS }, async (_, i) => {
      const key = `seed/directory/banner-${nn(i)}.png`;
      await storage.put(key, bannerPicture(i), 'image/png');
      return { image: storage.url(key), sequence: i + 1 };
    }),
  );
  await insertAll(db, counts, dirBanners, banners);

  const companyRows: (typeof dirCompanies.$inferInsert)[] = [];
  const links: { company: number; subs: number[] }[] = [];
  const contacts: { company: number; type: 'phone' | 'fax' | 'email' | 'website'; value: string; sequence: number }[] = [];
  for (let i = 0; i < companies; i++) {
    // Every sub-category gets companies: the first category walks them in turn, some take a second.
    const first = companySubs[i % companySubs.length];
    const main = first.main_code as MainCategoryCode;
    const more = r.next() < 0.35 ? [companySubs[r.int(0, companySubs.length - 1)]] : [];
    const name = companyName(i, main);
    const district = r.pick(v.DISTRICTS);
    const created = new Date(now.getTime() - (companies - i) * (DAY_MS / 8));
    const pending = i >= companies - PENDING_COMPANIES;
    const position = r.pick(v.POSITIONS);
    const person = r.pick(v.GIVEN_NAMES);
    companyRows.push({
      registration_number: String(2000000 + i * 7),
      name_mn: name.mn,
      name_en: name.en,
      address_mn: `Улаанбаатар хот, ${district[0]}, ${r.int(1, 60)}-р байр`,
      address_en: `Building ${r.int(1, 60)}, ${district[1]}, Ulaanbaatar`,
      about_mn: r.next() < 0.9 ? v.ABOUT[main][0] : '',
      about_en: r.next() < 0.9 ? v.ABOUT[main][1] : '',
      logo: r.next() < 0.85 ? logos[i % LOGOS] : '',
      status: r.next() < 0.92,
      approval: !pending,
      reviewed_at: pending ? null : created,
      registrant_name: person[0],
      registrant_position: position[0],
      registrant_email: `${slug(person[1])}.${i}@example.mn`,
      registrant_phone: phone(r),
      lang: 'mn',
      created_at: created,
      updated_at: created,
    });
    links.push({ company: i, subs: [...new Set([first.id, ...more.map((m) => m.id)])] });
    const domain = `${slug(name.en).slice(0, 24)}.mn`;
    const emails = r.next() < 0.4 ? 2 : 1;
    for (let k = 0; k < emails; k++)
      contacts.push({ company: i, type: 'email', value: k ? `sales@${domain}` : `info@${domain}`, sequence: k });
    const phones = r.int(1, 2);
    for (let k = 0; k < phones; k++) contacts.push({ company: i, type: 'phone', value: phone(r), sequence: k });
    if (r.next() < 0.3) contacts.push({ company: i, type: 'fax', value: phone(r), sequence: 0 });
    if (r.next() < 0.7) contacts.push({ company: i, type: 'website', value: `https://www.${domain}`, sequence: 0 });
  }
  const ids: number[] = [];
  for (let i = 0; i < companyRows.length; i += 500)
    ids.push(...(await insertReturningIds(db, counts, dirCompanies, companyRows.slice(i, i + 500))));
  await insertAll(
    db,
    counts,
    dirCompanyCategories,
    links.flatMap((l) => l.subs.map((category_id) => ({ company_id: ids[l.company], category_id }))),
  );
  await insertAll(
    db,
    counts,
    dirContacts,
    contacts.map((c) => ({ company_id: ids[c.company], contact_type: c.type, contact_value: c.value, sequence: c.sequence })),
  );

  const consultants = Array.from({ length: CONSULTANTS + PENDING_CONSULTANTS }, (_, i) => {
    const given = v.GIVEN_NAMES[i % v.GIVEN_NAMES.length];
    const initial = v.FAMILY_INITIALS[Math.floor(i / v.GIVEN_NAMES.length) % v.FAMILY_INITIALS.length];
    const profession = v.PROFESSIONS[(i * 3) % v.PROFESSIONS.length];
    const advice = v.ADVICE[i % v.ADVICE.length];
    const pending = i >= CONSULTANTS;
    const created = new Date(now.getTime() - (CONSULTANTS + PENDING_CONSULTANTS - i) * (DAY_MS / 3));
    const name_mn = upper(`${initial[0]} ${given[0]}`);
    const name_en = upper(`${given[1]} ${initial[1]}`);
    return {
      name_mn,
      name_en,
      profession_mn: profession[0],
      profession_en: profession[1],
      advice_mn: advice[0],
      advice_en: advice[1],
      phone_number: phone(r),
      approval: !pending,
      reviewed_at: pending ? null : created,
      registrant_name: `${initial[0]} ${given[0]}`,
      registrant_position: profession[0],
      registrant_email: `${slug(given[1])}.${i}@example.mn`,
      registrant_phone: phone(r),
      created_at: created,
      updated_at: created,
    };
  });
  await insertAll(db, counts, dirConsultants, consultants);
}
