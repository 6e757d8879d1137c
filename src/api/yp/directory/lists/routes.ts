import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { ApiError } from '@api/errors';
import { directoryLang as lang } from '@shared/directory-catban';
import { messageKeys } from '@shared/message-keys';
import { COMPANY_PAGE_SIZE, CONSULTANT_CODE, CONSULTANT_PAGE_SIZE, SEARCH_TERM_MAX } from '@shared/directory';
import { ANY_TERM_RE, fold } from '@shared/transliterate';
import { categoryNames } from '../categories/queries';
import * as q from './queries';
import { cachedSearch } from './search-cache';

/** Its refusals (src/i18n/{mn,en}/messages/directory-lists.ts), in the request's language. */
const M = messageKeys('msg.directoryLists.', ['categoryCodes', 'operating', 'term', 'termTooLong', 'termChars', 'noCategory']);
/** Main category numbers (01-04) or sub-category codes (0101), one or several separated by commas. */
const categoryCodes = z
  .string({ error: M.categoryCodes })
  .regex(/^0[1-4](\d\d)?(,0[1-4](\d\d)?){0,29}$/, M.categoryCodes)
  .transform((codes) => [...new Set(codes.split(','))]);
/** Operating companies only (`operating=true`). */
const operating = z
  .enum(['true', 'false'], { error: M.operating })
  .default('false')
  .transform((v) => v === 'true');
const term = z.string({ error: M.term }).trim().min(1, M.term).max(SEARCH_TERM_MAX, M.termTooLong).regex(ANY_TERM_RE, M.termChars);

const companyPaging = pagingQuery([COMPANY_PAGE_SIZE]);
const consultantPaging = pagingQuery([CONSULTANT_PAGE_SIZE]);

/**
 * The public directory lists (spec §7): a category's companies, the consultants, and the search of
 * both. Beyond the spec, the company calls take several categories (`category_code=0101,0203`) and
 * `operating=true`, and `/search/companies` an optional `category_code` (the search box of a category
 * page searches within it).
 */
export const listRoutes = new Hono<AppEnv>()
  .get(
    '/get/companies-by-category',
    access('public'),
    validate('query', z.object({ lang, category_code: categoryCodes, operating, ...companyPaging })),
    async (c) => {
      const { db } = c.get('deps');
      const { lang, category_code, operating, page, limit } = c.req.valid('query');
      const names = await categoryNames(db, lang, category_code);
      const missing = category_code.find((code) => !names.has(code));
      if (missing) throw new ApiError(404, M.noCategory, {}, { vars: { code: missing } });
      const category_name = category_code.map((code) => names.get(code)).join(', ');
      const r = await q.companiesPage(db, lang, { categories: category_code, operating }, page, limit);
      return c.json({ category_name, companies: r.rows, totalPages: r.totalPages, total: r.total });
    },
  )
  .get('/get/consultants-by-category', access('public'), validate('query', z.object({ lang, ...consultantPaging })), async (c) => {
    const { db } = c.get('deps');
    const { lang, page, limit } = c.req.valid('query');
    const [names, r] = await Promise.all([categoryNames(db, lang, [CONSULTANT_CODE]), q.consultantsPage(db, lang, page, limit)]);
    const category_name = names.get(CONSULTANT_CODE) ?? null;
    return c.json({ category_name, consultants: r.rows, totalPages: r.totalPages, total: r.total });
  })
  .get(
    '/search/companies',
    access('public'),
    validate('query', z.object({ lang, term, category_code: categoryCodes.optional(), operating, ...companyPaging })),
    async (c) => {
      const { lang, term, category_code, operating, page, limit } = c.req.valid('query');
      const { db } = c.get('deps');
      const filter = { categories: category_code ?? [], operating };
      const r = await cachedSearch(db, ['companies', lang, fold(term), page, limit, filter], () =>
        q.searchCompanies(db, lang, term, page, limit, filter),
      );
      return c.json({ companies: r.rows, total: r.total, totalPages: r.totalPages });
    },
  )
  .get('/search/consultants', access('public'), validate('query', z.object({ lang, term, ...consultantPaging })), async (c) => {
    const { lang, term, page, limit } = c.req.valid('query');
    const { db } = c.get('deps');
    const r = await cachedSearch(db, ['consultants', lang, fold(term), page, limit], () =>
      q.searchConsultants(db, lang, term, page, limit),
    );
    return c.json({ consultants: r.rows, total: r.total, totalPages: r.totalPages });
  });
