import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';

/** The directory API (`/api/yp`); its domains arrive with the directory issue. */
export function ypApp() {
  return new Hono<AppEnv>().use('*', enforcePolicy('yp'));
}
