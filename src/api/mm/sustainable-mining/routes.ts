import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, notFound } from '@api/errors';
import { multipartOnly, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { deleteStored, formLimit, keepFileOnlyIf } from '@api/uploads';
import { discardRowFiles } from '@api/file-gc';
import { sustainableMining } from '@db/schema';
import { langSchema } from '@shared/news';
import { FILE_MESSAGES as M, recordIdQuery } from '@shared/files';
import {
  MINING_MESSAGES,
  MINING_PAGE_SIZES,
  miningInsertSchema,
  miningUpdateSchema,
  resolvePosterOrder,
  withPosterFiles,
} from '@shared/sustainable-mining';
import { checkFile, storeFile } from '@api/files';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText } from '@api/request-lang';

const listQuery = z.object({ lang: langSchema });
const pagedQuery = z.object({ lang: langSchema, ...pagingQuery(MINING_PAGE_SIZES) });
/** Up to 20 posters of 10 MB and a 50 MB PDF. */
const miningLimit = formLimit(260 * 1024 * 1024);
const FOLDER = 'sustainable-mining';

type Deps = AppEnv['Variables']['deps'];
type Parsed = { images: File[]; imageOrder?: z.output<typeof miningInsertSchema>['imageOrder']; pdf?: File };

/**
 * The posters after a save, in the given order: new files are checked (all of them, and the PDF)
 * before anything is stored, then stored; a failure removes what this request stored.
 */
async function savePosters(deps: Deps, form: Parsed, existing: readonly string[]) {
  let order: ReturnType<typeof resolvePosterOrder<File>>;
  try {
    order = resolvePosterOrder(form.imageOrder, form.images, existing);
  } catch (err) {
    throw new ApiError(400, (err as Error).message, { field: 'imageOrder' });
  }
  if (order.length === 0) throw new ApiError(400, MINING_MESSAGES.posters, { field: 'images' });
  for (const p of order) if (p.type === 'file') await checkFile(p.file, 'image', 'images');
  if (form.pdf) await checkFile(form.pdf, 'pdf', 'pdf');
  const stored: string[] = [];
  try {
    const posters: string[] = [];
    for (const p of order) {
      if (p.type === 'url') posters.push(p.url);
      else {
        const url = await storeFile(deps, p.file, 'image', FOLDER, 'images');
        stored.push(url);
        posters.push(url);
      }
    }
    const pdf = form.pdf ? await storeFile(deps, form.pdf, 'pdf', FOLDER, 'pdf') : undefined;
    if (pdf) stored.push(pdf);
    return { posters, pdf, stored };
  } catch (err) {
    await Promise.all(stored.map((url) => deleteStored(deps.storage, url).catch(() => {})));
    throw err;
  }
}

/** Sustainable-mining items: posters (images in an order) and a PDF, one language each. */
export const sustainableMiningRoutes = new Hono<AppEnv>()
  // Shared path: the page reads a language's items; the admin list adds page and limit (10, 25 or 50).
  .get('/get/sustainable-mining', access('public'), async (c) => {
    const db = c.get('deps').db;
    const query = c.req.query();
    if (query.page === undefined && query.limit === undefined) {
      const { lang } = parseOrThrow(listQuery, query);
      return c.json({ mining: await q.listMining(db, lang) });
    }
    const { lang, page, limit } = parseOrThrow(pagedQuery, query);
    const { rows, total, totalPages } = await q.pagedMining(db, lang, page, limit);
    return c.json({ mining: rows, totalPages, total });
  })
  .post('/insert/sustainable-mining', access('content'), publishes('sustainable-mining'), miningLimit, multipartOnly, async (c) => {
    const deps = c.get('deps');
    const form = parseOrThrow(miningInsertSchema, withPosterFiles(await c.req.parseBody({ all: true })));
    const saved = await savePosters(deps, form, []);
    const mining = await keepFileOnlyIf(deps, saved.stored, () =>
      q.insertMining(deps.db, { title: form.title, language: form.language, posters: saved.posters, pdf: saved.pdf! }),
    );
    return c.json({ mining });
  })
  .post('/update/sustainable-mining', access('content'), publishes('sustainable-mining'), miningLimit, multipartOnly, async (c) => {
    const deps = c.get('deps');
    const form = parseOrThrow(miningUpdateSchema, withPosterFiles(await c.req.parseBody({ all: true })));
    const old = await q.findMining(deps.db, form.id);
    if (!old) throw notFound(M.notFound);
    const saved = await savePosters(deps, form, old.posters);
    const mining = await keepFileOnlyIf(
      deps,
      saved.stored,
      async () =>
        (await q.updateMining(deps.db, form.id, { title: form.title, language: form.language, posters: saved.posters, pdf: saved.pdf })) ??
        Promise.reject(notFound(M.notFound)),
    );
    await discardRowFiles(deps, sustainableMining, old, mining);
    return c.json({ mining });
  })
  .delete('/delete/sustainable-mining', access('content'), publishes('sustainable-mining'), validate('query', recordIdQuery), async (c) => {
    const deps = c.get('deps');
    const row = await q.deleteMining(deps.db, c.req.valid('query').id);
    if (!row) throw notFound(M.notFound);
    await discardRowFiles(deps, sustainableMining, row);
    return c.json({ message: replyText(c, MINING_MESSAGES.deleted) });
  });
