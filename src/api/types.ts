import type { Deps } from '@platform/ports';
import type { SessionAdmin } from '@platform/auth/sessions';

/** The signed-in account (a session's row, src/platform/auth/sessions.ts). */
export type { SessionAdmin };

/** Hono environment shared by every sub-app. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    /** Set by the session middleware when a valid session cookie came with the request. */
    admin: SessionAdmin | null;
  };
}
