import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** The association API (`/api/mm`): one module per domain, mounted here. */
export function mmApp() {
  const app = new Hono<AppEnv>();
  return app;
}
