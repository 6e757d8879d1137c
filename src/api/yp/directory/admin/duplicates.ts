import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCompanies, dirConsultants } from '@db/schema';
import type { DirectoryDuplicate, DuplicateReason } from '@shared/directory-admin';
import { fold, searchKey } from '@shared/transliterate';

/**
 * The entries a request may repeat (issue 25): not rejected, not the request itself. A company
 * repeats one with the same registration number (trimmed, case-insensitive) or a close name: their
 * search keys (both names folded, src/shared/transliterate.ts) at least NAME_SIMILARITY alike by
 * pg_trgm once the words most names share are left out (legal forms, "mining"), or one folded name
 * equal to one of the other's (Эрдэнэт and ERDENET fold alike). A consultant repeats one with an
 * equal folded name.
 */
export const NAME_SIMILARITY = 0.6;
/** At most this many duplicates are named per request. */
const MAX_DUPLICATES = 10;
/**
 * Words that tell companies apart from nothing: "ЭРДЭНЭТ МАЙНИНГ ХХК" and "ОЮУ МАЙНИНГ ХХК" would
 * otherwise be 0.6 alike through "MAINING KHKH ... MINING LLC" alone.
 */
const COMMON_WORDS = new Set(
  [
    ...['ХХК', 'ХК', 'ТӨХК', 'ХЗХ', 'ТББ', 'КОМПАНИ', 'ГРУПП', 'ХОЛДИНГ', 'МАЙНИНГ', 'УУЛ', 'УУРХАЙ', 'УУРХАЙН'],
    ...['LLC', 'JSC', 'LTD', 'LIMITED', 'INC', 'CO', 'CORP', 'CORPORATION', 'COMPANY', 'GROUP', 'HOLDING', 'HOLDINGS', 'MINING'],
  ].map(fold),
);
/** The same words as a Postgres regular expression over a stored key (folded words are [A-Z0-9]+: nothing to escape). */
const COMMON_RE = `\\m(${[...COMMON_WORDS].join('|')})\\M`;
/** A key without its common words (the whole key when nothing else is left). */
const distinctive = (key: string) =>
  key
    .split(' ')
    .filter((w) => !COMMON_WORDS.has(w))
    .join(' ') || key;

type Executor = Pick<Db, 'select'>;
type Table = typeof dirCompanies | typeof dirConsultants;
interface Request {
  id: number;
  name_mn: string;
  name_en: string;
  registration_number?: string;
}

const foldedNames = (r: Pick<Request, 'name_mn' | 'name_en'>) => [...new Set([fold(r.name_mn), fold(r.name_en)].filter(Boolean))];

/**
 * Rows whose search key may hold one of `names` whole: the key is "{mn folded} {en folded}", so an
 * equal name starts or ends it. A superset (a longer name starting alike): `sameName` decides.
 */
const keyMayHold = (table: Table, names: string[]) =>
  or(
    ...names.flatMap((n) => [
      eq(table.search_key, n),
      sql`${table.search_key} like ${`${n} %`}`,
      sql`${table.search_key} like ${`% ${n}`}`,
    ]),
  );
const sameName = (a: string[], b: Pick<Request, 'name_mn' | 'name_en'>) => foldedNames(b).some((n) => a.includes(n));

/** The entries `match` finds besides the request and rejected ones, the closest distinctive names first. */
async function candidates(db: Executor, table: Table, r: Request, match: SQL | undefined) {
  const registration = table === dirCompanies ? dirCompanies.registration_number : sql<string>`''`;
  const stored = sql`coalesce(nullif(trim(regexp_replace(${table.search_key}, ${COMMON_RE}, '', 'g')), ''), ${table.search_key})`;
  const similarity = sql<number>`similarity(${stored}, ${distinctive(searchKey(r.name_mn, r.name_en))})`;
  return db
    .select({
      id: table.id,
      name_mn: table.name_mn,
      name_en: table.name_en,
      registration_number: registration,
      approval: table.approval,
      waiting: sql<boolean>`${table.reviewed_at} is null`,
      similarity,
    })
    .from(table)
    .where(and(ne(table.id, r.id), eq(table.rejected, false), match))
    .orderBy(desc(similarity), table.id)
    .limit(MAX_DUPLICATES * 3);
}

/** A company request's duplicates, by registration number and by name. */
export async function companyDuplicates(db: Executor, r: Request): Promise<DirectoryDuplicate[]> {
  const names = foldedNames(r);
  const key = searchKey(r.name_mn, r.name_en);
  const number = (r.registration_number ?? '').trim().toLowerCase();
  // two queries, so that each can use its index; the trigram index finds keys alike as a whole (%)
  // or holding the distinctive words (<%), and the names' equal keys (LIKE)
  const [byNumber, byName] = await Promise.all([
    number ? candidates(db, dirCompanies, r, sql`lower(trim(${dirCompanies.registration_number})) = ${number}`) : [],
    key
      ? candidates(
          db,
          dirCompanies,
          r,
          or(
            sql`${dirCompanies.search_key} % ${key}`,
            sql`${distinctive(key)} <% ${dirCompanies.search_key}`,
            keyMayHold(dirCompanies, names),
          ),
        )
      : [],
  ]);
  const found = new Map<number, DirectoryDuplicate>();
  const add = (row: (typeof byName)[number], reason: DuplicateReason) => {
    const { similarity: _similarity, ...entry } = row;
    const seen = found.get(row.id) ?? { ...entry, reasons: [] };
    if (!seen.reasons.includes(reason)) seen.reasons.push(reason);
    found.set(row.id, seen);
  };
  for (const row of byNumber) add(row, 'registrationNumber');
  for (const row of byName) if (Number(row.similarity) >= NAME_SIMILARITY || sameName(names, row)) add(row, 'name');
  return [...found.values()].sort((a, b) => a.id - b.id).slice(0, MAX_DUPLICATES);
}

/** A consultant request's duplicates: equal folded names. */
export async function consultantDuplicates(db: Executor, r: Request): Promise<DirectoryDuplicate[]> {
  const names = foldedNames(r);
  if (!names.length) return [];
  const rows = await candidates(db, dirConsultants, r, keyMayHold(dirConsultants, names));
  return rows
    .filter((row) => sameName(names, row))
    .slice(0, MAX_DUPLICATES)
    .map(({ similarity: _similarity, ...entry }) => ({ ...entry, reasons: ['name'] }));
}
