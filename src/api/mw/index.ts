import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';
import { programRoutes } from './program';

/** The event-site API (`/api/mw`); its domains arrive with the event issue. */
export function mwApp() {
  return new Hono<AppEnv>().use('*', enforcePolicy('mw')).route('/', programRoutes);
}
