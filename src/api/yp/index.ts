import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';
import { categoryRoutes } from './categories/routes';
import { listRoutes } from './lists/routes';

/** The directory API (`/api/yp`): one module per domain, mounted here. */
export function ypApp() {
  return new Hono<AppEnv>().use('*', enforcePolicy('yp')).route('/', categoryRoutes).route('/', listRoutes);
}
