import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';
import { auditWrites } from '../middleware/audit';
import { categoryRoutes } from './directory/categories/routes';
import { adminCategoryRoutes } from './directory/admin-categories/routes';
import { bannerRoutes } from './directory/banners/routes';
import { directoryAdminRoutes } from './directory/admin/routes';
import { registrationRoutes } from './directory/registration/routes';
import { companyRoutes } from './directory/company/routes';
import { listRoutes } from './directory/lists/routes';
import { meetingUserRoutes } from './meetings/users/routes';
import { meetingImportRoutes } from './meetings/users/import-routes';
import { meetingScheduleRoutes } from './meetings/schedule/routes';
import { meetingBookingRoutes } from './meetings/booking/routes';
import { meetingOrganiserRoutes } from './meetings/organiser/routes';
import { meetingSchedulePdfRoutes } from './meetings/schedules/routes';

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
    .route('/', meetingBookingRoutes)
    .route('/', meetingOrganiserRoutes)
    .route('/', meetingSchedulePdfRoutes);
}
