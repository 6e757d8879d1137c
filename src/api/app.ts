import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Deps } from '@platform/ports';
import type { AppEnv } from './types';
import { onError } from './errors';
import { requestLang } from './request-lang';
import { errorText } from '@i18n/errors-text';
import { access } from './middleware/access';
import { apiHeaders, csrf, requestLog } from './middleware/security';
import { bodyLimits } from './middleware/body-limit';
import { noNul } from './middleware/no-nul';
import { mmApp } from './mm';
import { mwApp } from './mw';
import { ypApp } from './yp';
import { internalApp } from './jobs';

/** The whole API, built from injected dependencies; imports nothing runtime-specific. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>().basePath('/api');
  app.use('*', async (c, next) => {
    // A Worker builds the app once per isolate and passes each request's deps in `env`.
    c.set('deps', (c.env as { deps?: Deps } | undefined)?.deps ?? deps);
    c.set('admin', null);
    await next();
  });
  app.use('*', requestLog());
  app.use('*', apiHeaders());
  app.use('*', csrf());
  app.use('*', bodyLimits());
  app.use('*', noNul());
  app.onError(onError);
  app.notFound((c) => c.json({ message: errorText(requestLang(c), 'errors.notFound') }, 404));

  return app
    .get('/health', access('public'), async (c) => {
      try {
        await c.get('deps').db.execute(sql`select 1`);
        return c.json({ status: 'ok', database: 'up' });
      } catch {
        return c.json({ status: 'degraded', database: 'down' }, 503);
      }
    })
    .route('/mm', mmApp())
    .route('/mw', mwApp())
    .route('/yp', ypApp())
    .route('/internal', internalApp()); // the cron Worker's sweep of due jobs (DESIGN §8), behind SWEEP_SECRET
}

export type App = ReturnType<typeof createApp>;
