import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@api/app';
import { localStorage } from '@platform/storage/local';
import { outboxMailer } from '@platform/mail/outbox';
import { decodeImage } from '@platform/images/decode';
import type { AppConfig, BuildStatus, Deps, Rebuild } from '@platform/ports';
import { createTestDb } from './db';

export const TEST_ORIGIN = 'http://localhost:4321';

export const testConfig: AppConfig = {
  allowedOrigins: [TEST_ORIGIN],
  googleClientId: 'test-client.apps.googleusercontent.com',
  googleJwksUrl: 'http://127.0.0.1:1/jwks',
  googleIssuers: ['https://accounts.google.com', 'accounts.google.com'],
  secureCookies: false,
  sessionIdleMinutes: 120,
  sessionAbsoluteHours: 24,
  productName: 'Mining Week',
  publicUrl: TEST_ORIGIN,
  // the app as deployed (Pages Functions): app.request has no socket, the address is cf-connecting-ip
  trustedProxy: 'cloudflare',
};

/** A rebuild port that records what asked for a rebuild (the real runner is tested on its own). */
export function recordingRebuild(): Rebuild & { reasons: string[] } {
  const reasons: string[] = [];
  return {
    reasons,
    contentChanged: (r) => void reasons.push(r),
    status: async (): Promise<BuildStatus> => ({ state: 'idle' }),
  };
}

/** The Hono app over a fresh migrated database, local-disk storage in a temp folder and the outbox. */
export async function createTestApp(overrides: Partial<Deps> = {}) {
  const handle = await createTestDb();
  const filesDir = await mkdtemp(join(tmpdir(), 'files-'));
  const rebuild = recordingRebuild();
  const deps: Deps = {
    db: handle.db,
    storage: localStorage(filesDir),
    mailer: outboxMailer(handle.db),
    rebuild,
    config: testConfig,
    log: () => {},
    decodeImage,
    ...overrides,
  };
  const app = createApp(deps);
  /** app.request with a same-origin Origin header on writes (what a browser on the site sends). */
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    return app.request(path, { ...init, headers });
  };
  return {
    app,
    deps,
    db: handle.db,
    rebuild,
    filesDir,
    request,
    close: async () => {
      await handle.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
