import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@db/client';
import * as s from '@db/schema';
import type { Storage } from '@platform/ports';

/**
 * How a column points at stored files: one of our URLs, rich-text HTML whose `<img src>` / `<a href>`
 * are our URLs, or a JSON list of our URLs. (No column stores a bare key: rows keep the URL pages use.)
 */
export type RefKind = 'url' | 'html' | 'json';

interface FileRef {
  table: PgTable;
  columns: Record<string, RefKind>;
}

/**
 * Every column that references stored files: the ONE list the sweep (what is referenced) and the
 * deletes and replaces (which of a row's files nobody references any more) read. A new file column
 * goes here, or the sweep deletes its files a day after upload.
 */
export const FILE_REFS: FileRef[] = [
  { table: s.news, columns: { image: 'url', text: 'html', text_en: 'html' } },
  { table: s.staticData, columns: { text: 'html', text_en: 'html' } },
  { table: s.aboutPeople, columns: { profile: 'url' } },
  { table: s.banners, columns: { image: 'url' } },
  { table: s.partnerLogos, columns: { logo: 'url' } },
  { table: s.memberLogos, columns: { logo: 'url' } },
  { table: s.memberCompanies, columns: { logo: 'url' } },
  { table: s.minerals, columns: { image: 'url' } },
  { table: s.reports, columns: { image: 'url', pdf: 'url' } },
  { table: s.sustainableMining, columns: { pdf: 'url', posters: 'json' } },
  { table: s.videos, columns: { video: 'url' } },
  { table: s.documents, columns: { pdf: 'url' } },
  { table: s.dirCompanies, columns: { logo: 'url' } },
  { table: s.dirBanners, columns: { image: 'url' } },
  { table: s.eventPresenters, columns: { profile_img: 'url' } },
  { table: s.eventAgenda, columns: { agenda_image: 'url' } },
  { table: s.eventGallery, columns: { image: 'url' } },
  { table: s.eventPortfolio, columns: { image: 'url' } },
  { table: s.meetingRooms, columns: { room_pic: 'url' } },
  { table: s.memberAnswers, columns: { proof_file: 'url' } },
  { table: s.attachments, columns: { official_document: 'url', form: 'url' } },
];

const columnOf = (table: PgTable, name: string) => (table as unknown as Record<string, PgColumn>)[name];
const ATTR_URL = /\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The stored keys a column's value points at (ours only: other sites' URLs and placeholders are no keys). */
export function keysIn(storage: Storage, kind: RefKind, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  const urls =
    kind === 'url'
      ? [String(value)]
      : kind === 'json'
        ? (Array.isArray(value) ? value : []).map(String)
        : [...String(value).matchAll(ATTR_URL)].map((m) => (m[1] ?? m[2]).replace(/&amp;/g, '&'));
  return urls.map((u) => storage.keyFromUrl(u)).filter((k): k is string => k !== null);
}

/** The files a row of `table` references, by the registry (a row of a table not listed has none). */
export function keysOfRow(storage: Storage, table: PgTable, row: Record<string, unknown> | null | undefined): string[] {
  const ref = row && FILE_REFS.find((r) => r.table === table);
  if (!ref) return [];
  return Object.entries(ref.columns).flatMap(([column, kind]) => keysIn(storage, kind, row[column]));
}

/** Every key some row references (the sweep's "keep" set): one read of the file columns per table. */
export async function referencedKeys(db: Db, storage: Storage): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { table, columns } of FILE_REFS) {
    const picked = Object.fromEntries(Object.keys(columns).map((c) => [c, columnOf(table, c)]));
    const rows = (await db.select(picked).from(table)) as Record<string, unknown>[];
    for (const row of rows) for (const [c, kind] of Object.entries(columns)) for (const k of keysIn(storage, kind, row[c])) keys.add(k);
  }
  return keys;
}

/** Whether any row still references `key` (a file two rows share survives deleting one of them). */
export async function isReferenced(db: Db, storage: Storage, key: string): Promise<boolean> {
  const url = storage.url(key);
  for (const { table, columns } of FILE_REFS) {
    const conditions: SQL[] = Object.entries(columns).map(([c, kind]) => {
      const col = columnOf(table, c);
      if (kind === 'url') return sql`${col} = ${url}`;
      if (kind === 'json') return sql`${col} @> ${JSON.stringify([url])}::jsonb`;
      return sql`strpos(${col}, ${url}) > 0`;
    });
    const [hit] = await db
      .select({ one: sql`1` })
      .from(table)
      .where(or(...conditions))
      .limit(1);
    if (hit) return true;
  }
  return false;
}
