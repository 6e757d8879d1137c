import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, conflict, isUniqueViolation, notFound } from '@api/errors';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_SIZES, accountIdQuery, accountInsertSchema, accountUpdateSchema } from '@shared/accounts';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { replyText } from '@api/request-lang';

const listQuery = z.object(pagingQuery(ACCOUNT_PAGE_SIZES));

const duplicate = () => new ApiError(409, ACCOUNT_MESSAGES.duplicate, { field: 'email' });

/**
 * Admin accounts (policy 'accounts': role 2 only) and the dashboard figures (any signed-in role).
 * Guards: an admin cannot delete their own account, and the last active admin can neither be
 * demoted nor deleted, so the back office always keeps someone who can manage accounts.
 */
export const accountRoutes = new Hono<AppEnv>()
  .get('/get/admin-users', access('accounts'), validate('query', listQuery), async (c) =>
    c.json(await q.adminUsers(c.get('deps').db, c.req.valid('query'))),
  )
  .post('/insert/account', access('accounts'), validate('json', accountInsertSchema), async (c) => {
    const db = c.get('deps').db;
    const v = c.req.valid('json');
    if (await q.emailTaken(db, v.email)) throw duplicate();
    try {
      return c.json({ account: await q.insertAccount(db, v) });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  })
  .post('/update/account', access('accounts'), validate('json', accountUpdateSchema), async (c) => {
    const db = c.get('deps').db;
    const { id, ...v } = c.req.valid('json');
    const old = await q.findAccount(db, id);
    if (!old) throw notFound(ACCOUNT_MESSAGES.notFound);
    if (await q.emailTaken(db, v.email, id)) throw duplicate();
    if (old.account_role === 2 && v.account_role !== 2 && (await q.otherAdminCount(db, id)) === 0)
      throw new ApiError(409, ACCOUNT_MESSAGES.lastAdmin, { field: 'account_role' });
    try {
      const account = await q.updateAccount(db, id, v);
      if (!account) throw notFound(ACCOUNT_MESSAGES.notFound);
      return c.json({ account });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  })
  .delete('/delete/account', access('accounts'), validate('query', accountIdQuery), async (c) => {
    const db = c.get('deps').db;
    const { id } = c.req.valid('query');
    if (c.get('admin').id === id) throw conflict(ACCOUNT_MESSAGES.deleteSelf);
    const old = await q.findAccount(db, id);
    if (!old) throw notFound(ACCOUNT_MESSAGES.notFound);
    if (old.account_role === 2 && (await q.otherAdminCount(db, id)) === 0) throw conflict(ACCOUNT_MESSAGES.lastAdmin);
    if (!(await q.deleteAccount(db, id))) throw notFound(ACCOUNT_MESSAGES.notFound);
    return c.json({ message: replyText(c, ACCOUNT_MESSAGES.deleted) });
  })
  .get('/get/dashboard', access('read'), async (c) => c.json({ result: await q.dashboardCounts(c.get('deps').db) }));
