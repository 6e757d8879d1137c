import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** The directory API (`/api/yp`); its domains arrive with the directory issue. */
export function ypApp() {
  return new Hono<AppEnv>();
}
