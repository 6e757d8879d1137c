import type { PGlite } from '@electric-sql/pglite';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@db/client';
import { PgliteSession } from './pglite-session';

/** Only names the socket file: node-postgres and psql look for `<dir>/.s.PGSQL.<port>`. */
const PORT = 5432;
/** A Unix socket path longer than this does not fit in sockaddr_un on Linux and macOS. */
const MAX_SOCKET_PATH = 100;

export interface PgliteShare {
  /** node-postgres / psql URL of the share (`host` is the socket's folder). */
  url: string;
  socketPath: string;
  stop: () => Promise<void>;
}

/**
 * Shares the server's embedded PGlite over the Postgres wire protocol, so that the build
 * processes, `npm run admin`, `npm run seed` or a test can use the database while the server
 * holds the folder (PGlite opens a data folder in one process only). PGlite asks for no password,
 * so the share is a Unix socket in a folder only the server's user may enter (mode 0700), never a
 * TCP port: another local user cannot connect (SECURITY.md 36). Without `dir` (or when its path
 * is too long for a socket) the folder is a fresh private one under the system's temp folder.
 */
export async function sharePglite(db: Db, dir?: string): Promise<PgliteShare> {
  const client = (db as unknown as { $client: PGlite }).$client;
  const own = !dir || join(dir, `.s.PGSQL.${PORT}`).length > MAX_SOCKET_PATH;
  const folder = own ? await mkdtemp(join(tmpdir(), 'pglite-share-')) : dir!;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700); // also when it existed with a looser mode
  const socketPath = join(folder, `.s.PGSQL.${PORT}`);
  await rm(socketPath, { force: true }); // left behind by a server that was killed

  const sessions = new Map<Socket, PgliteSession>();
  const server = createServer((socket) => {
    sessions.set(socket, new PgliteSession(client, socket));
    socket.on('close', () => sessions.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);

  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(folder)}&port=${PORT}`,
    socketPath,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const open = [...sessions.values()];
      for (const socket of sessions.keys()) socket.destroy();
      await closed;
      // the clean-ups (rollback, unlock) finish before the caller closes the database
      for (const session of open) {
        let step: Promise<void>;
        do await (step = session.done);
        while (step !== session.done);
      }
      await rm(own ? folder : socketPath, { recursive: true, force: true });
    },
  };
}
