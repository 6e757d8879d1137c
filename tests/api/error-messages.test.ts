import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { pathOf, specCalls } from '../helpers/api-calls';

/**
 * Issue 15, item 7: every public (non-admin) POST call of the spec, sent an empty body, `{}`,
 * malformed JSON, wrong types and a text/plain body, is refused with a 4xx whose `message` is written
 * for a person: no validation library's wording, no stack; a 400/415 in Mongolian by default and in
 * English when the caller says `lang=en`; and nothing is stored.
 */

const calls = specCalls
  .filter((c) => c.method === 'POST' && c.access !== 'admin')
  .map((c) => ({ url: `/api/${c.site}${pathOf(c)}`, fields: c.body.length ? c.body : ['email', 'id', 'code'] }));

const LIBRARY_WORDING =
  /expected|received|invalid input|nonoptional|zod|unrecognized|json at position|unexpected token|\bat .+:\d+:\d+|stack/i;
const CYRILLIC = /[\u0400-\u04ff]/;

/** What each call is sent: a name, the body and its content type. */
const wrongTypes = (fields: string[]) => JSON.stringify(Object.fromEntries(fields.map((f, i) => [f, i % 2 ? { nested: [1] } : [[true]]])));
const bodies = (fields: string[], lang?: 'en') => [
  { name: 'no body', type: 'application/json', body: undefined },
  { name: 'empty body', type: 'application/json', body: '' },
  { name: '{}', type: 'application/json', body: JSON.stringify(lang ? { lang } : {}) },
  { name: 'malformed JSON', type: 'application/json', body: '{"email": ' },
  { name: 'an array', type: 'application/json', body: '[1, 2]' },
  { name: 'wrong types', type: 'application/json', body: wrongTypes(fields) },
  { name: 'text/plain', type: 'text/plain', body: 'email=a@b.mn' },
];

let t: Awaited<ReturnType<typeof createTestApp>>;

/** Row counts of every table but the rate counters (what a refused request must leave as it was). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const r = (await t.db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`))) as unknown as { rows: { n: number }[] };
    out[table_name] = r.rows[0].n;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public POST calls with broken bodies', () => {
  it('walks every public, member and sign-in POST of the spec', () => {
    expect(calls.length).toBeGreaterThanOrEqual(10);
  });

  for (const lang of [undefined, 'en'] as const) {
    it(`answers 4xx with a person's message${lang ? ' in English (lang=en)' : ' in Mongolian by default'}, storing nothing`, async () => {
      const before = await rowCounts();
      const problems: string[] = [];
      for (const call of calls) {
        for (const b of bodies(call.fields, lang)) {
          const res = await t.request(`${call.url}${lang ? '?lang=en' : ''}`, {
            method: 'POST',
            headers: { 'content-type': b.type },
            body: b.body,
          });
          const where = `${call.url} with ${b.name} -> ${res.status}`;
          const json = (await res.json().catch(() => ({}))) as { message?: unknown; issues?: { message: string }[] };
          const message = typeof json.message === 'string' ? json.message : '';
          if (res.status < 400 || res.status >= 500) problems.push(`${where}: not a 4xx`);
          if (!message) problems.push(`${where}: no message`);
          for (const text of [message, ...(json.issues ?? []).map((i) => i.message)])
            if (LIBRARY_WORDING.test(text)) problems.push(`${where}: library wording "${text}"`);
          // the language is asserted on the input refusals; 401/403/429 of sign-in and sessions have their own
          if (res.status === 400 || res.status === 415) {
            if (!lang && !CYRILLIC.test(message)) problems.push(`${where}: not Mongolian "${message}"`);
            if (lang && CYRILLIC.test(message)) problems.push(`${where}: not English "${message}"`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    }, 60_000);
  }
});
