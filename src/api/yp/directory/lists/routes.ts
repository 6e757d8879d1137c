import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { notFound } from '@api/errors';
import { LANGS } from '@shared/lang';
import { COMPANY_PAGE_SIZE, CONSULTANT_CODE, CONSULTANT_PAGE_SIZE, SEARCH_TERM_MAX } from '@shared/directory';
import { ANY_TERM_RE } from '@shared/transliterate';
import { categoryName } from '../categories/queries';
import * as q from './queries';

const lang = z.enum(LANGS, { error: 'lang must be mn or en' }).default('mn');
/** A main category number (01-04) or a sub-category code (0101). */
const categoryCode = z
  .string({ error: 'category_code is required' })
  .regex(/^0[1-4](\d\d)?$/, 'category_code must be a main category number (01-04) or a sub-category code such as 0101');
const term = z
  .string({ error: 'Enter a search term' })
  .trim()
  .min(1, 'Enter a search term')
  .max(SEARCH_TERM_MAX, `The search term may be at most ${SEARCH_TERM_MAX} characters long`)
  .regex(ANY_TERM_RE, 'The search term may contain only letters and spaces');

const companyPaging = pagingQuery([COMPANY_PAGE_SIZE]);
const consultantPaging = pagingQuery([CONSULTANT_PAGE_SIZE]);

/**
 * The public directory lists (spec §7): a category's companies, the consultants, and the search of
 * both. Beyond the spec, `/search/companies` takes an optional `category_code` (the search box of a
 * category page searches within it).
 */
export const listRoutes = new Hono<AppEnv>()
  .get(
    '/get/companies-by-category',
    access('public'),
    validate('query', z.object({ lang, category_code: categoryCode, ...companyPaging })),
    async (c) => {
      const { db } = c.get('deps');
      const { lang, category_code, page, limit } = c.req.valid('query');
      const category_name = await categoryName(db, lang, category_code);
      if (category_name === null) throw notFound(`There is no category ${category_code}`);
      const r = await q.companiesByCategory(db, lang, category_code, page, limit);
      return c.json({ category_name, companies: r.rows, totalPages: r.totalPages, total: r.total });
    },
  )
  .get('/get/consultants-by-category', access('public'), validate('query', z.object({ lang, ...consultantPaging })), async (c) => {
    const { db } = c.get('deps');
    const { lang, page, limit } = c.req.valid('query');
    const [category_name, r] = await Promise.all([categoryName(db, lang, CONSULTANT_CODE), q.consultantsPage(db, lang, page, limit)]);
    return c.json({ category_name, consultants: r.rows, totalPages: r.totalPages, total: r.total });
  })
  .get(
    '/search/companies',
    access('public'),
    validate('query', z.object({ lang, term, category_code: categoryCode.optional(), ...companyPaging })),
    async (c) => {
      const { lang, term, category_code, page, limit } = c.req.valid('query');
      const r = await q.searchCompanies(c.get('deps').db, lang, term, page, limit, category_code);
      return c.json({ companies: r.rows, total: r.total, totalPages: r.totalPages });
    },
  )
  .get('/search/consultants', access('public'), validate('query', z.object({ lang, term, ...consultantPaging })), async (c) => {
    const { lang, term, page, limit } = c.req.valid('query');
    const r = await q.searchConsultants(c.get('deps').db, lang, term, page, limit);
    return c.json({ consultants: r.rows, total: r.total, totalPages: r.totalPages });
  });
