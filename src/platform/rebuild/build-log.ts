import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { builds } from '@db/schema';
import type { BuildStatus } from '../ports';

/** The `builds` table: one row per build, so the dashboard can show the last one. */
export async function recordBuildStart(db: Db, trigger: string, startedAt: Date): Promise<number> {
  const [row] = await db
    .insert(builds)
    .values({ state: 'running', trigger: trigger.slice(0, 500), started_at: startedAt })
    .returning({ id: builds.id });
  return row!.id;
}

export async function recordBuildEnd(db: Db, id: number, end: { finishedAt: Date; durationMs: number; pages?: number; error?: string }) {
  await db
    .update(builds)
    .set({
      state: end.error === undefined ? 'succeeded' : 'failed',
      finished_at: end.finishedAt,
      duration_ms: end.durationMs,
      pages: end.pages ?? null,
      error: end.error === undefined ? null : end.error.slice(0, 4000),
    })
    .where(eq(builds.id, id));
}

/** A build still "running" when the process starts was cut short by a crash or a restart. */
export async function failInterruptedBuilds(db: Db, now: Date) {
  await db
    .update(builds)
    .set({ state: 'failed', finished_at: now, error: 'interrupted (server stopped during the build)' })
    .where(eq(builds.state, 'running'));
}

/** A `builds` row as the dashboard's build status. */
export const buildStatusOf = (row: typeof builds.$inferSelect): BuildStatus => ({
  state: row.state,
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at?.toISOString(),
  durationMs: row.duration_ms ?? undefined,
  pages: row.pages ?? undefined,
  error: row.error ?? undefined,
});

export async function latestBuild(db: Db): Promise<BuildStatus | null> {
  const [row] = await db.select().from(builds).orderBy(desc(builds.id)).limit(1);
  return row ? buildStatusOf(row) : null;
}
