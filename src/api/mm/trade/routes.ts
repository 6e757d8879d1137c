import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { langSchema } from '@shared/news';
import {
  ADMIN_TRADE_PAGE_SIZES,
  addDays,
  DEFAULT_RANGE_DAYS,
  dateRangeSchema,
  NOTICE_PAGE_SIZES,
  TRADE_MESSAGES,
  TRADE_PAGE_SIZES,
  tradeSortSchema,
  ubDay,
} from '@shared/trade';
import type { Lang } from '@shared/lang';
import { adminView } from '@api/admin-view';
import * as q from './queries';
import { access } from '@api/middleware/access';

const langOnly = z.object({ lang: langSchema });
const publicNoticeQuery = z.object({ lang: langSchema, ...pagingQuery(NOTICE_PAGE_SIZES) });
const publicTradePaging = z.object({ lang: langSchema, ...pagingQuery(TRADE_PAGE_SIZES) });
const adminPaging = z.object(pagingQuery(ADMIN_TRADE_PAGE_SIZES));

const today = (c: Context<AppEnv>) => ubDay(c.get('deps').clock?.now() ?? new Date());

function adminQuery(c: Context<AppEnv>) {
  const query = c.req.query();
  const paging = parseOrThrow(adminPaging, query);
  const range = parseOrThrow(dateRangeSchema({ today: today(c) }), query);
  return { ...paging, ...range };
}

/** The public report range: YYYY-MM-DD days, default the last 7 days to today; a start after the end is refused. */
function publicRange(c: Context<AppEnv>, lang: Lang) {
  const given = parseOrThrow(dateRangeSchema(), c.req.query(), lang);
  const endDate = given.endDate ?? (given.startDate && given.startDate > today(c) ? given.startDate : today(c));
  const startDate = given.startDate ?? addDays(endDate, -DEFAULT_RANGE_DAYS);
  if (startDate > endDate) throw new ApiError(400, TRADE_MESSAGES.order, { field: 'startDate' }, { lang });
  return { startDate, endDate };
}

// Shared paths (`adminView`): the admin's screen gets its page sizes (20/50/100), date filter and `result`.
export const tradeRoutes = new Hono<AppEnv>()
  // Home ticker: the latest trades and notices, `{ trade }` and `{ notice }` (the spec names no key).
  .get('/get/recent-trade', access('public'), validate('query', langOnly), async (c) =>
    c.json({ trade: await q.recentTrades(c.get('deps').db) }),
  )
  .get('/get/recent-notice', access('public'), validate('query', langOnly), async (c) =>
    c.json({ notice: await q.recentNotices(c.get('deps').db) }),
  )
  .get('/get/trade', access('public'), async (c) => {
    const db = c.get('deps').db;
    if (adminView(c)) return c.json(await q.adminTrades(db, adminQuery(c)));
    const { lang, page, limit } = parseOrThrow(publicTradePaging, c.req.query());
    const order = parseOrThrow(tradeSortSchema(), c.req.query(), lang);
    return c.json(await q.listTrades(db, { ...publicRange(c, lang), ...order, page, limit }));
  })
  .get('/get/notice', access('public'), async (c) => {
    const db = c.get('deps').db;
    if (adminView(c)) return c.json(await q.adminNotices(db, adminQuery(c)));
    const { page, limit } = parseOrThrow(publicNoticeQuery, c.req.query());
    return c.json(await q.listNotices(db, { page, limit }));
  });
