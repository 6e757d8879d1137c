import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** The event-site API (`/api/mw`); its domains arrive with the event issue. */
export function mwApp() {
  return new Hono<AppEnv>();
}
