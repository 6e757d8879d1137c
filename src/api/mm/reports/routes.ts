import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { found } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { langSchema } from '@shared/news';
import { FILE_MESSAGES as M, recordIdQuery } from '@shared/files';
import { REPORT_MESSAGES, REPORT_PAGE_SIZES, reportInsertSchema, reportUpdateSchema } from '@shared/reports';
import { formLimit, keepFileOnlyIf } from '@api/uploads';
import { discardDeleted, discardFile } from '@api/file-gc';
import { reports } from '@db/schema';
import { checkFile, storeFile } from '@api/files';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText } from '@api/request-lang';

const publicQuery = z.object({ lang: langSchema, ...pagingQuery(REPORT_PAGE_SIZES.public) });
const adminQuery = z.object(pagingQuery(REPORT_PAGE_SIZES.admin));
/** A 10 MB cover and a 50 MB PDF. */
const reportLimit = formLimit(61 * 1024 * 1024, M.pdfTooLarge);

type Deps = AppEnv['Variables']['deps'];

/** Both files are checked before either is stored; if the second store fails, the first is removed. */
async function storeReportFiles(deps: Deps, image: File | undefined, pdf: File | undefined) {
  if (image) await checkFile(image, 'image', 'image');
  if (pdf) await checkFile(pdf, 'pdf', 'pdf');
  const imageUrl = image ? await storeFile(deps, image, 'image', 'reports', 'image') : undefined;
  const pdfUrl = pdf ? await keepFileOnlyIf(deps, imageUrl, () => storeFile(deps, pdf, 'pdf', 'reports', 'pdf')) : undefined;
  return { imageUrl, pdfUrl };
}

/** Reports: the public list `/get/report`, the admin list `/get/reports` and the admin writes. */
export const reportRoutes = new Hono<AppEnv>()
  .get('/get/report', access('public'), validate('query', publicQuery), async (c) => {
    const { reports, totalPages, total } = await q.listReports(c.get('deps').db, c.req.valid('query'));
    return c.json({ reports, totalPages, total });
  })
  .get('/get/reports', access('read'), validate('query', adminQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await q.adminReports(c.get('deps').db, page, limit));
  })
  .post(
    '/insert/report',
    access('content'),
    publishes('reports'),
    reportLimit,
    multipartOnly,
    validate('form', reportInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const { title, title_en, image, pdf } = c.req.valid('form');
      const { imageUrl, pdfUrl } = await storeReportFiles(deps, image, pdf);
      const report = await keepFileOnlyIf(deps, [imageUrl, pdfUrl], () =>
        q.insertReport(deps.db, { title, title_en, image: imageUrl!, pdf: pdfUrl! }),
      );
      return c.json({ report });
    },
  )
  .post(
    '/update/report',
    access('content'),
    publishes('reports'),
    reportLimit,
    multipartOnly,
    validate('form', reportUpdateSchema),
    async (c) => {
      const deps = c.get('deps');
      const { id, title, title_en, image, pdf } = c.req.valid('form');
      const old = found(await q.findReport(deps.db, id), M.notFound);
      const { imageUrl, pdfUrl } = await storeReportFiles(deps, image, pdf);
      const report = await keepFileOnlyIf(deps, [imageUrl, pdfUrl], async () =>
        found(await q.updateReport(deps.db, id, { title, title_en, image: imageUrl, pdf: pdfUrl }), M.notFound),
      );
      if (imageUrl) await discardFile(deps, old.image);
      if (pdfUrl) await discardFile(deps, old.pdf);
      return c.json({ report });
    },
  )
  .delete('/delete/report', access('content'), publishes('reports'), validate('query', recordIdQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteReport(deps.db, c.req.valid('query').id), M.notFound, reports);
    return c.json({ message: replyText(c, REPORT_MESSAGES.deleted) });
  });
