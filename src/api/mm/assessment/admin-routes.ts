import { Hono } from 'hono';
import { eq, like, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { deleteStored } from '@api/uploads';
import { assessmentQuestions } from '@db/schema';
import {
  ASSESSMENT_MESSAGES as M,
  compareIndex,
  INDEX_PATTERN,
  parentIndexOf,
  positiveId,
  questionSchema,
  RESPONDENT_PAGE_SIZES,
} from '@shared/assessment';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { replyText } from '@api/request-lang';

const paging = z.object(pagingQuery(RESPONDENT_PAGE_SIZES));
const idQuery = z.object({ id: positiveId() });
const cidQuery = z.object({
  cid: z.string({ error: M.index }).trim().min(1, M.index).max(50, M.indexFormat).regex(INDEX_PATTERN, M.indexFormat),
});
const filesQuery = z.object({ answerId: positiveId(), memberId: positiveId() });

/** Sections with their questions and sub-questions, as stored (the editor's modes A and B). */
function groupedForAdmin(rows: q.QuestionRow[]) {
  const childrenOf = (cid: string) => rows.filter((r) => r.pid === cid);
  return rows
    .filter((r) => !r.pid)
    .map((s) => ({
      id: s.id,
      mainIndex: s.cid,
      mainTitle: s.question,
      questions: childrenOf(s.cid).map((qq) => ({ ...qq, children: childrenOf(qq.cid) })),
    }));
}

const isWithin = (cid: string, root: string) => cid === root || cid.startsWith(`${root}.`);

export const assessmentAdminRoutes = new Hono<AppEnv>()
  .get('/get/assessment-questions', access('read'), async (c) =>
    c.json({ result: groupedForAdmin(await q.allQuestions(c.get('deps').db)) }),
  )
  .get('/check/index', access('read'), validate('query', cidQuery), async (c) =>
    c.json({ result: await q.questionByCid(c.get('deps').db, c.req.valid('query').cid) }),
  )
  .post('/insert/question', access('content'), validate('json', questionSchema), async (c) => {
    const { db } = c.get('deps');
    const { cid, question } = c.req.valid('json');
    // the parent is derived from the index (association-admin.md §5), never taken from the client
    const pid = parentIndexOf(cid);
    if ((await q.questionByCid(db, cid)).length) throw new ApiError(409, M.indexDuplicate, { field: 'cid' });
    if (pid && !(await q.questionByCid(db, pid)).length) throw new ApiError(400, M.parentMissing, { field: 'cid' });
    const [row] = await db.insert(assessmentQuestions).values({ cid, pid, question }).returning();
    return c.json({ result: row });
  })
  .post('/update/question', access('content'), validate('json', questionSchema.extend({ id: positiveId() })), async (c) => {
    const { db } = c.get('deps');
    const { id, cid, question } = c.req.valid('json');
    const old = await q.findQuestion(db, id);
    if (!old) throw new ApiError(404, M.questionNotFound);
    const pid = old.cid === cid ? old.pid : parentIndexOf(cid);
    if (old.cid !== cid) {
      if ((await q.questionByCid(db, cid)).length) throw new ApiError(409, M.indexDuplicate, { field: 'cid' });
      if (isWithin(cid, old.cid)) throw new ApiError(400, M.indexFormat, { field: 'cid' });
      if (pid && !(await q.questionByCid(db, pid)).length) throw new ApiError(400, M.parentMissing, { field: 'cid' });
    }
    // A new index moves the sub-questions with it (7.4.1 -> 7.6.1), so none is left without a parent.
    const descendants = old.cid === cid ? [] : (await q.allQuestions(db)).filter((r) => r.cid.startsWith(`${old.cid}.`));
    const clash = await Promise.all(descendants.map((d) => q.questionByCid(db, cid + d.cid.slice(old.cid.length))));
    if (clash.some((rows) => rows.length)) throw new ApiError(409, M.indexDuplicate, { field: 'cid' });
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(assessmentQuestions).set({ cid, pid, question }).where(eq(assessmentQuestions.id, id)).returning();
      for (const d of descendants.sort((a, b) => compareIndex(a.cid, b.cid)))
        await tx
          .update(assessmentQuestions)
          .set({ cid: cid + d.cid.slice(old.cid.length), pid: d.pid ? cid + d.pid.slice(old.cid.length) : null })
          .where(eq(assessmentQuestions.id, d.id));
      return updated;
    });
    return c.json({ result: row });
  })
  // Deleting a question deletes its sub-questions, their answers and the proof files of those answers.
  .delete('/delete/question', access('content'), validate('query', idQuery), async (c) => {
    const { db, storage } = c.get('deps');
    const old = await q.findQuestion(db, c.req.valid('query').id);
    if (!old) throw new ApiError(404, M.questionNotFound);
    const doomed = await db
      .select({ id: assessmentQuestions.id })
      .from(assessmentQuestions)
      .where(or(eq(assessmentQuestions.id, old.id), like(assessmentQuestions.cid, `${old.cid}.%`)));
    const ids = doomed.map((d) => d.id);
    const files = await q.proofFilesOfQuestions(db, ids);
    await db.delete(assessmentQuestions).where(or(eq(assessmentQuestions.id, old.id), like(assessmentQuestions.cid, `${old.cid}.%`)));
    for (const f of files) await deleteStored(storage, f).catch(() => {});
    return c.json({ message: replyText(c, M.questionDeleted) });
  })
  .get('/get/assessment-respondents', access('read'), validate('query', paging), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await q.listRespondents(c.get('deps').db, page, limit));
  })
  .get('/get/assessment-answer', access('read'), validate('query', idQuery), async (c) => {
    const found = await q.respondentAnswers(c.get('deps').db, c.req.valid('query').id);
    if (!found) throw new ApiError(404, M.respondentNotFound);
    return c.json(found);
  })
  .get('/get/member-assessment-result', access('read'), validate('query', paging), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await q.listMemberResults(c.get('deps').db, page, limit));
  })
  .get('/get/member-files', access('read'), validate('query', filesQuery), async (c) => {
    const { db } = c.get('deps');
    const { answerId, memberId } = c.req.valid('query');
    if ((await q.answerSetOwner(db, answerId)) !== memberId) throw new ApiError(404, M.noAnswers);
    const [files, result, attachment] = await Promise.all([
      q.memberFiles(db, answerId),
      q.memberResultWithName(db, answerId),
      q.attachmentOfAnswerSet(db, answerId),
    ]);
    return c.json({
      file: { files, result, attachment: attachment ? q.attachmentAnswer(attachment) : null },
    });
  });
