import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dbErrorOf } from './errors';

/**
 * Runs a write that may move an item of a tree (a menu's parent) after every other such write on the
 * same tree has committed: a transaction-scoped advisory lock on `tree`, so two concurrent moves (3
 * under 4 and 4 under 3) are checked one after the other and cannot make a cycle together. The audit
 * holds the moved row locked from before the route, so two such moves may also deadlock on each
 * other's rows (the foreign key's check): the one Postgres aborts is `onBusy()` (a 409), the other goes through.
 */
export async function withTreeLock<T>(db: Db, tree: string, write: (tx: Db) => Promise<T>, onBusy: () => Error): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${tree}))`);
      return write(tx as unknown as Db);
    });
  } catch (err) {
    const { code } = dbErrorOf(err);
    if (code === '40P01' || code === '40001') throw onBusy();
    throw err;
  }
}

/**
 * Whether `from` is `target` or lies below it (`target` is among `from`'s ancestors, read through
 * `parentOf`): putting `target` under `from` would make a cycle. The walk stops at an item seen
 * before (a cycle already stored).
 */
export async function isWithin(from: number, target: number, parentOf: (id: number) => Promise<number | null>): Promise<boolean> {
  const seen = new Set<number>();
  for (let at: number | null = from; at !== null && !seen.has(at); at = await parentOf(at)) {
    if (at === target) return true;
    seen.add(at);
  }
  return false;
}
