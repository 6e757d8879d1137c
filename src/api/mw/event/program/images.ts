import type { Context } from 'hono';
import type { AppEnv } from '@api/types';
import { storeFile } from '@api/files';
import { discardFile } from '@api/file-gc';
import { isDefaultPresenterImage, PROGRAM_MESSAGES as M } from '@shared/event-program';

type Deps = AppEnv['Variables']['deps'];

/** Stores a programme picture checked by content (jpg/png) and size, with the event admin's English messages. */
export const storeProgramImage = (deps: Deps, file: File, folder: string): Promise<string> =>
  storeFile(deps, file, 'image', folder, 'image', { size: M.imageSize, type: M.imageType });

/** Forgets a picture no row uses any more; the shared placeholder portraits are never deleted. */
export async function discardProgramImage(deps: Deps, url: string): Promise<void> {
  if (!isDefaultPresenterImage(url)) await discardFile(deps, url);
}

/** Whether the caller gets the admin's paged answer of a shared list path: signed in and paging asked for. */
export function wantsAdminPage(c: Context<AppEnv>): boolean {
  const q = c.req.query();
  return Boolean(c.get('admin')) && (q.page !== undefined || q.limit !== undefined);
}
