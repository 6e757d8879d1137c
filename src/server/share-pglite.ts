import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client';

/**
 * Shares the server's embedded PGlite over the Postgres wire protocol on loopback, so that
 * `npm run admin`, `npm run seed` or a test can use the database while the server holds the
 * folder (PGlite opens a data folder in one process only). Port 0 picks a free port.
 */
export async function sharePglite(db: Db, port = 0): Promise<{ port: number; stop: () => Promise<void> }> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const client = (db as unknown as { $client: PGlite }).$client;
  const server = new PGLiteSocketServer({ db: client, host: '127.0.0.1', port, maxConnections: 16 });
  await server.start();
  const actualPort = Number(server.getServerConn().split(':').pop());
  return { port: actualPort, stop: () => server.stop() };
}
