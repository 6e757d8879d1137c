import { Hono } from 'hono';
import type { AppEnv } from '../../types';

/** Meeting users sign in with an e-mailed code (/auth/login, /get/user) and book meetings. */
export const meetingBookingRoutes = new Hono<AppEnv>();
