import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';
import { auditWrites } from '../middleware/audit';
import { archiveRoutes } from './event/archive/routes';
import { galleryRoutes } from './event/gallery/routes';
import { programRoutes } from './event/program';
import { registrationRoutes } from './event/registrations/routes';
import { eventSiteRoutes } from './event/site/routes';
import { exhibitorRoutes } from './event/exhibitors/routes';

/** The event-site API (`/api/mw`): one module per domain, mounted here. */
export function mwApp() {
  return new Hono<AppEnv>()
    .use('*', enforcePolicy('mw'))
    .use('*', auditWrites())
    .route('/', archiveRoutes)
    .route('/', registrationRoutes)
    .route('/', programRoutes)
    .route('/', galleryRoutes)
    .route('/', eventSiteRoutes)
    .route('/', exhibitorRoutes);
}
