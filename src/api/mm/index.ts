import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';
import { newsRoutes } from './news/routes';
import { buildRoutes } from './build/routes';
import { authRoutes } from './auth';

/** The association API (`/api/mm`): one module per domain, mounted here. */
export function mmApp() {
  const app = new Hono<AppEnv>();
  app.use('*', enforcePolicy('mm'));
  app.route('/', newsRoutes);
  app.route('/', buildRoutes);
  app.route('/', authRoutes());
  return app;
}
