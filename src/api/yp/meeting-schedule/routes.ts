import { Hono } from 'hono';
import type { AppEnv } from '../../types';

/** The admin's meeting rooms, time slots and meetings list (spec §7). */
export const meetingScheduleRoutes = new Hono<AppEnv>();
