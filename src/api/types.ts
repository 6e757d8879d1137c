import type { Deps } from '@platform/ports';

export interface SessionAdmin {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  position: string;
  account_role: 1 | 2 | 3;
}

/** Hono environment shared by every sub-app. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    /** Set by the session middleware when a valid session cookie came with the request. */
    admin: SessionAdmin | null;
  };
}
