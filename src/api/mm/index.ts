import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { enforcePolicy } from '../middleware/auth';
import { auditWrites } from '../middleware/audit';
import { newsRoutes } from './news/routes';
import { homeRoutes } from './home/routes';
import { menuRoutes } from './menus/routes';
import { accountRoutes } from './accounts/routes';
import { tradeRoutes } from './trade/routes';
import { buildRoutes } from './build/routes';
import { mailQueueRoutes } from './mail-queue/routes';
import { authRoutes } from './auth';
import { documentRoutes } from './documents/routes';
import { videoRoutes } from './videos/routes';
import { mineralRoutes } from './minerals/routes';
import { reportRoutes } from './reports/routes';
import { sustainableMiningRoutes } from './sustainable-mining/routes';
import { assessmentRoutes } from './assessment/routes';
import { assessmentAdminRoutes } from './assessment/admin-routes';
import { assessmentFileRoutes } from './assessment/files';
import { aboutRoutes } from './about/routes';
import { membershipRoutes } from './membership/routes';
import { requestRoutes } from './requests/routes';
import { translationRoutes } from './translations/routes';
import { auditRoutes } from './audit/routes';

/** The association API (`/api/mm`): one module per domain, mounted here. */
export function mmApp() {
  return new Hono<AppEnv>()
    .use('*', enforcePolicy('mm'))
    .use('*', auditWrites())
    .route('/', menuRoutes)
    .route('/', newsRoutes)
    .route('/', homeRoutes)
    .route('/', accountRoutes)
    .route('/', tradeRoutes)
    .route('/', buildRoutes)
    .route('/', mailQueueRoutes)
    .route('/', authRoutes())
    .route('/', documentRoutes)
    .route('/', videoRoutes)
    .route('/', mineralRoutes)
    .route('/', reportRoutes)
    .route('/', sustainableMiningRoutes)
    .route('/', assessmentRoutes)
    .route('/', assessmentAdminRoutes)
    .route('/', assessmentFileRoutes)
    .route('/', aboutRoutes)
    .route('/', membershipRoutes)
    .route('/', requestRoutes)
    .route('/', translationRoutes)
    .route('/', auditRoutes);
}
