/**
 * The local server's build process (`child-builder.ts`): builds the site for each `{ outDir }` it is
 * sent, reading the database named by DATABASE_URL, and answers with the page count as soon as it is
 * known, then `done` (with its memory) or the error. It stays up between builds, so a publish does
 * not pay for starting Node and importing Astro again, and after its first build renders only what
 * changed with the bundle it loaded (content-build.ts); the server replaces it when it grows.
 */
import { astroBuild, type BuildKind } from './astro-build';

export type BuildRequest = { outDir: string };
export type ChildMessage = { taken: true } | { total: number } | ({ done: true; rss: number } & BuildKind) | { error: string };
const send = (msg: ChildMessage) => new Promise<void>((resolve) => (process.send ? process.send(msg, () => resolve()) : resolve()));

// the server went away (crash, SIGKILL): nobody will serve a build
process.on('disconnect', () => process.exit(1));

process.on('message', (msg: BuildRequest) => {
  void send({ taken: true });
  let kind: BuildKind = { kind: 'full' };
  astroBuild({
    root: process.cwd(),
    outDir: msg.outDir,
    keepBundle: true,
    onTotal: (total) => void send({ total }),
    onDone: (k) => (kind = k),
  }).then(
    () => send({ done: true, rss: process.memoryUsage().rss, ...kind }),
    (err: unknown) => {
      console.error(err);
      return send({ error: err instanceof Error ? err.message : String(err) });
    },
  );
});
