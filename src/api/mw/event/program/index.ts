import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { agendaRoutes } from './agenda-routes';
import { presentationRoutes } from './presentation-routes';
import { presenterRoutes } from './presenter-routes';
import { sessionRoutes } from './session-routes';

/** The event programme: key speakers, agenda images, halls and presentations, and the sessions (issue 27). */
export const programRoutes = new Hono<AppEnv>()
  .route('/', presenterRoutes)
  .route('/', agendaRoutes)
  .route('/', presentationRoutes)
  .route('/', sessionRoutes);
