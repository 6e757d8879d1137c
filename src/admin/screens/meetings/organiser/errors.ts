import { ApiRequestError } from '@client/api-client';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { shown, t } from '@admin/kit';

/** A refusal's own message (the server's, in Mongolian), else the generic error. */
export const errorText = (err: unknown) => (err instanceof ApiRequestError && err.status < 500 ? shown(err.message) : t(M.error));
