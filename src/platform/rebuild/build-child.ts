/**
 * The local server's build, run as a child process (`child-builder.ts`) so that Astro's memory is
 * given back when it exits. Reads the database named by DATABASE_URL, writes into ASTRO_OUT_DIR,
 * and tells the parent the page count (then the error, if any) over IPC.
 */
import { astroBuild } from './astro-build';

export type ChildMessage = { total: number } | { error: string };
const send = (msg: ChildMessage) => new Promise<void>((resolve) => (process.send ? process.send(msg, () => resolve()) : resolve()));

// the server went away (crash, SIGKILL): nobody will serve this build
process.on('disconnect', () => process.exit(1));

try {
  await astroBuild({ root: process.cwd(), outDir: process.env.ASTRO_OUT_DIR!, onTotal: (total) => void send({ total }) });
  process.exit(0);
} catch (err) {
  console.error(err);
  await send({ error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}
