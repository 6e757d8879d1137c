import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** A pg-protocol pool (node-postgres, Neon's serverless Pool): it takes named (prepared) statements. */
interface NamedQueryClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}
const namedClient = (db: Db): NamedQueryClient | null => {
  const client = (db as unknown as { $client?: Partial<NamedQueryClient> }).$client;
  return client && typeof client.query === 'function' && typeof client.totalCount === 'number' ? (client as NamedQueryClient) : null;
};

/** A short stable name of a statement's text (FNV-1a). */
function nameOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `q${(h >>> 0).toString(36)}${text.length.toString(36)}`;
}

/**
 * The rows of a hot read, as a named statement where the driver speaks the pg protocol: Postgres
 * parses and plans it once per connection and then reuses a generic plan, which saves the planning
 * of each call (about 1.5 ms for a trigram search, more than running it). PGlite runs it as is.
 */
export async function preparedRows<R>(db: Db, query: SQL): Promise<R[]> {
  const client = namedClient(db);
  if (!client) return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query({ name: nameOf(text), text, values: params })).rows as R[];
}

/** The rows of a raw query, on any of our drivers (each answers `{ rows }`). */
export async function rowsOf<R>(db: Pick<Db, 'execute'>, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}
