import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCompanies, dirConsultants } from '@db/schema';
import type { DirectoryDuplicate, DuplicateReason } from '@shared/directory-admin';
import { fold } from '@shared/transliterate';

/**
 * The entries a request may repeat (issue 25): not rejected, not the request itself. A company
 * repeats one with the same registration number (trimmed, case-insensitive) or a name very close to
 * one of the other's: folded alike (Эрдэнэт and ERDENET meet, src/shared/transliterate.ts) and
 * without the legal form, equal or a typo apart (one letter, two in a name of 20 or more; a name
 * under 5 letters must be equal). A consultant repeats one with an equal folded name.
 *
 * Not pg_trgm similarity >= 0.6 of the whole search keys: the words names share make "ЭРДЭНЭТ
 * МАЙНИНГ ХХК" and "ОЮУ МАЙНИНГ ХХК" 0.6 alike, and at 10,000 companies every request had ten
 * "duplicates". The trigram index still finds the candidates (`%`), the closest first.
 */
const MAX_DUPLICATES = 10;
/** Candidates read per request (the closest keys first), of which the close names are kept. */
const CANDIDATES = 50;
const LEGAL_FORMS = new Set(
  [
    ...['ХХК', 'ХК', 'ТӨХК', 'ХЗХ', 'ТББ', 'КОМПАНИ', 'ГРУПП', 'ХОЛДИНГ'],
    ...['LLC', 'JSC', 'LTD', 'LIMITED', 'INC', 'CO', 'CORP', 'CORPORATION', 'COMPANY', 'GROUP', 'HOLDING', 'HOLDINGS'],
  ].map(fold),
);

type Executor = Pick<Db, 'select'>;
type Table = typeof dirCompanies | typeof dirConsultants;
interface Named {
  name_mn: string;
  name_en: string;
}
interface Request extends Named {
  id: number;
  registration_number?: string;
}

/** A name as compared: folded, its legal form left out (the folded name when nothing else is left). */
const core = (name: string) => {
  const folded = fold(name);
  return (
    folded
      .split(' ')
      .filter((w) => !LEGAL_FORMS.has(w))
      .join(' ') || folded
  );
};
const coresOf = (r: Named) => [...new Set([core(r.name_mn), core(r.name_en)].filter(Boolean))];

/** Whether `a` and `b` are at most `limit` single-letter edits apart (Levenshtein, stopping past the limit). */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > limit) return false;
    previous = row;
  }
  return previous[b.length]! <= limit;
}
const typosAllowed = (a: string, b: string) => {
  const length = Math.min(a.length, b.length);
  return length < 5 ? 0 : length < 20 ? 1 : 2;
};
const closeNames = (a: Named, b: Named) => coresOf(a).some((x) => coresOf(b).some((y) => x === y || withinEdits(x, y, typosAllowed(x, y))));

/**
 * Rows whose search key may hold one of `names` whole: the key is "{mn folded} {en folded}", so a
 * name starts or ends it. A superset (a longer name starting alike): the names themselves decide.
 */
const keyMayHold = (table: Table, names: string[]) =>
  or(
    ...names.flatMap((n) => [
      eq(table.search_key, n),
      sql`${table.search_key} like ${`${n} %`}`,
      sql`${table.search_key} like ${`% ${n}`}`,
    ]),
  );

/** The entries `match` finds besides the request and rejected ones, the closest keys first. */
async function candidates(db: Executor, table: Table, r: Request, match: SQL | undefined) {
  const registration = table === dirCompanies ? dirCompanies.registration_number : sql<string>`''`;
  return db
    .select({
      id: table.id,
      name_mn: table.name_mn,
      name_en: table.name_en,
      registration_number: registration,
      approval: table.approval,
      waiting: sql<boolean>`${table.reviewed_at} is null`,
    })
    .from(table)
    .where(and(ne(table.id, r.id), eq(table.rejected, false), match))
    .orderBy(desc(sql`similarity(${table.search_key}, ${fold(`${r.name_mn} ${r.name_en}`)})`), table.id)
    .limit(CANDIDATES);
}

/** A company request's duplicates, by registration number and by name. */
export async function companyDuplicates(db: Executor, r: Request): Promise<DirectoryDuplicate[]> {
  const key = fold(`${r.name_mn} ${r.name_en}`);
  const number = (r.registration_number ?? '').trim().toLowerCase();
  // two queries, so that each can use its index
  const [byNumber, byName] = await Promise.all([
    number ? candidates(db, dirCompanies, r, sql`lower(trim(${dirCompanies.registration_number})) = ${number}`) : [],
    key ? candidates(db, dirCompanies, r, or(sql`${dirCompanies.search_key} % ${key}`, keyMayHold(dirCompanies, coresOf(r)))) : [],
  ]);
  const found = new Map<number, DirectoryDuplicate>();
  const add = (row: (typeof byName)[number], reason: DuplicateReason) => {
    const seen = found.get(row.id) ?? { ...row, reasons: [] };
    if (!seen.reasons.includes(reason)) seen.reasons.push(reason);
    found.set(row.id, seen);
  };
  for (const row of byNumber) add(row, 'registrationNumber');
  for (const row of byName) if (closeNames(r, row)) add(row, 'name');
  return [...found.values()].sort((a, b) => a.id - b.id).slice(0, MAX_DUPLICATES);
}

/** A consultant request's duplicates: an equal folded name. */
export async function consultantDuplicates(db: Executor, r: Request): Promise<DirectoryDuplicate[]> {
  const names = [...new Set([fold(r.name_mn), fold(r.name_en)].filter(Boolean))];
  if (!names.length) return [];
  const rows = await candidates(db, dirConsultants, r, keyMayHold(dirConsultants, names));
  return rows
    .filter((row) => [fold(row.name_mn), fold(row.name_en)].some((n) => names.includes(n)))
    .slice(0, MAX_DUPLICATES)
    .map((row) => ({ ...row, reasons: ['name'] }));
}
