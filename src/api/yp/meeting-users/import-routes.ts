import { Hono } from 'hono';
import type { AppEnv } from '../../types';

/** Adding meeting users (spec §7): the single form's insert and the bulk CSV/XLSX upload. */
export const meetingImportRoutes = new Hono<AppEnv>();
