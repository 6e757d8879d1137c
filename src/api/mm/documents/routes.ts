import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { found } from '@api/errors';
import { jsonOrForm, multipartOnly, parseOrThrow, validate } from '@api/validate';
import { formLimit, keepFileOnlyIf } from '@api/uploads';
import { discardDeleted } from '@api/file-gc';
import { documents } from '@db/schema';
import { storeFile } from '@api/files';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { DOCUMENT_MESSAGES, documentInsertSchema, documentUpdateSchema } from '@shared/documents';
import { FILE_MESSAGES as M, recordIdQuery } from '@shared/files';
import * as q from './queries';
import { replyText } from '@api/request-lang';

const pdfFormLimit = formLimit(51 * 1024 * 1024, M.pdfTooLarge);

/** PDF documents of the responsible-mining page. */
export const documentRoutes = new Hono<AppEnv>()
  .get('/get/document-pdf', access('public'), async (c) => c.json({ document: await q.listDocuments(c.get('deps').db) }))
  .post(
    '/insert/document-pdf',
    access('content'),
    publishes('documents'),
    pdfFormLimit,
    multipartOnly,
    validate('form', documentInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const { title, pdf } = c.req.valid('form');
      const url = await storeFile(deps, pdf, 'pdf', 'documents', 'pdf');
      const document = await keepFileOnlyIf(deps, url, () => q.insertDocument(deps.db, title, url));
      return c.json({ document });
    },
  )
  .post('/update/document-pdf', access('content'), publishes('documents'), pdfFormLimit, async (c) => {
    const deps = c.get('deps');
    const { id, title } = parseOrThrow(documentUpdateSchema, await jsonOrForm(c));
    const document = found(await q.renameDocument(deps.db, id, title), M.notFound);
    return c.json({ document });
  })
  .delete('/delete/document-pdf', access('content'), publishes('documents'), validate('query', recordIdQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteDocument(deps.db, c.req.valid('query').id), M.notFound, documents);
    return c.json({ message: replyText(c, DOCUMENT_MESSAGES.deleted) });
  });
