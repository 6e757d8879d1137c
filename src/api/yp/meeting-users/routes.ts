import { Hono } from 'hono';
import type { AppEnv } from '../../types';

/** The admin's meeting users (spec §7): list, update, delete. */
export const meetingUserRoutes = new Hono<AppEnv>();
