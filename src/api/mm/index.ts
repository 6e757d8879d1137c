import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';

/** The association API (`/api/mm`): one module per domain, mounted here. */
export function mmApp() {
  const app = new Hono<AppEnv>();
  app.use('*', enforcePolicy('mm'));
  return app;
}
