import type { Context } from 'hono';
import type { AppEnv } from '../../types';
import { ApiError } from '../../errors';
import { storeFile } from '../../files';
import { discardFile } from '../../uploads';
import { isDefaultPresenterImage, PROGRAM_MESSAGES as M } from '../../../shared/event-program';

type Deps = AppEnv['Variables']['deps'];

/** Stores a programme picture checked by content (jpg/png) and size, with the event admin's English messages. */
export async function storeProgramImage(deps: Deps, file: File, folder: string): Promise<string> {
  try {
    return await storeFile(deps, file, 'image', folder, 'image');
  } catch (err) {
    if (err instanceof ApiError && (err.status === 413 || err.status === 415))
      throw new ApiError(err.status, err.status === 413 ? M.imageSize : M.imageType, { field: 'image' });
    throw err;
  }
}

/** Forgets a picture no row uses any more; the shared placeholder portraits are never deleted. */
export async function discardProgramImage(deps: Deps, url: string): Promise<void> {
  if (!isDefaultPresenterImage(url)) await discardFile(deps, url);
}

/** Whether the caller gets the admin's paged answer of a shared list path: signed in and paging asked for. */
export function wantsAdminPage(c: Context<AppEnv>): boolean {
  const q = c.req.query();
  return Boolean(c.get('admin')) && (q.page !== undefined || q.limit !== undefined);
}
