import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ServerPaths } from '@server/start-server';

/** A port nobody listens on now (for a test's own `startServer`; never 4321, which `npm start` may hold). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** `npm start`'s folders under a test's own data folder. */
export const serverPaths = (dataDir: string): ServerPaths => ({
  root: process.cwd(),
  dataDir,
  pgliteDir: join(dataDir, 'pglite'),
  filesDir: join(dataDir, 'files'),
  siteDir: join(dataDir, 'site'),
});
