import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Result } from 'autocannon';
import { createApp } from '@api/app';
import { configFromEnv, parseEnv } from '@platform/env';
import { outboxMailer } from '@platform/mail/outbox';
import { localStorage } from '@platform/storage/local';
import type { DbHandle } from '@db/client';
import { seedDemo } from '@db/seed/index';

/** One result line of a bench: the label in a 14-wide column, then the value. */
export const line = (label: string, value: string | number) => console.log(`${label.padEnd(14)}${value}`);

/** The latency and failure lines every API bench ends with. */
export function printLatency(result: Result, { max = false } = {}) {
  line('requests/s', result.requests.average.toFixed(0));
  line('latency p50', `${result.latency.p50} ms`);
  line('latency p99', `${result.latency.p99} ms`);
  if (max) line('latency max', `${result.latency.max} ms`);
  line('non-2xx', result.non2xx);
  line('errors', result.errors + result.timeouts);
}

/**
 * Seeds the demo into `handle` (its files in a temporary folder), serves the API on a free loopback
 * port and runs `measure` with the origin and the seeding time; afterwards stops the server, closes
 * the database and removes the files.
 */
export async function withSeededApi(
  handle: DbHandle,
  seed: { news?: number; companies?: number },
  measure: (origin: string, seedSeconds: string) => Promise<void>,
): Promise<void> {
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-files-'));
  try {
    const storage = localStorage(filesDir);
    const seedStarted = performance.now();
    await seedDemo(handle.db, storage, seed);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    const app = createApp({
      db: handle.db,
      storage,
      mailer: outboxMailer(handle.db),
      rebuild: { contentChanged: () => {}, status: async () => ({ state: 'idle' }) },
      config: configFromEnv(parseEnv({})),
      // no per-request log line: printing would be measured too
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seedSeconds);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await handle.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}
