import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';
import { auditWrites } from '../middleware/audit';
import { categoryRoutes } from './categories/routes';
import { adminCategoryRoutes } from './admin-categories/routes';
import { bannerRoutes } from './banners/routes';
import { directoryAdminRoutes } from './admin/routes';
import { registrationRoutes } from './registration/routes';
import { companyRoutes } from './company/routes';
import { listRoutes } from './lists/routes';
import { meetingUserRoutes } from './meeting-users/routes';
import { meetingImportRoutes } from './meeting-users/import-routes';
import { meetingScheduleRoutes } from './meeting-schedule/routes';
import { meetingBookingRoutes } from './meeting-booking/routes';

/** The directory API (`/api/yp`): one module per domain, mounted here. */
export function ypApp() {
  return new Hono<AppEnv>()
    .use('*', enforcePolicy('yp'))
    .use('*', auditWrites())
    .route('/', categoryRoutes)
    .route('/', adminCategoryRoutes)
    .route('/', bannerRoutes)
    .route('/', directoryAdminRoutes)
    .route('/', registrationRoutes)
    .route('/', companyRoutes)
    .route('/', listRoutes)
    .route('/', meetingUserRoutes)
    .route('/', meetingImportRoutes)
    .route('/', meetingScheduleRoutes)
    .route('/', meetingBookingRoutes);
}
