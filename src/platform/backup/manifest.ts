import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const SEQUENCES_NAME = 'db/sequences.json';
/** `db/<table>/<n>.jsonl`: one row per line, as Postgres's row_to_json wrote it. */
export const rowsEntryName = (table: string, n: number) => `db/${table}/${String(n).padStart(6, '0')}.jsonl`;
export const fileEntryName = (key: string) => `files/${key}`;
export const tableOfEntry = (name: string) => /^db\/([a-z0-9_]+)\/\d+\.jsonl$/.exec(name)?.[1] ?? null;
export const keyOfEntry = (name: string) => (name.startsWith('files/') ? name.slice('files/'.length) : null);

const entry = z.object({
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** rows entries: how many rows; file entries: the Content-Type to store it with. */
  rows: z.number().int().nonnegative().optional(),
  contentType: z.string().optional(),
});

/** The archive's last entry: what a restore checks everything against before it writes anything. */
export const manifestSchema = z.object({
  format: z.literal('mining-association-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres', 'neon']),
  /** drizzle's migrations table: the schema level the rows belong to. */
  migrations: z.array(z.object({ tag: z.string().nullable(), hash: z.string(), createdAt: z.number() })),
  /** In foreign-key order (parents first): the order rows are loaded in. */
  tables: z.array(z.object({ name: z.string().regex(/^[a-z0-9_]+$/), rows: z.number().int(), columns: z.array(z.string()) })),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
  entries: z.array(entry),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entry>;

export const sequencesSchema = z.array(z.object({ name: z.string(), lastValue: z.string().nullable() }));
export type SequenceValue = z.infer<typeof sequencesSchema>[number];
