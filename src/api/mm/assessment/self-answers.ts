import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { assessmentQuestions, selfAnswers, selfRespondents } from '@db/schema';
import { ApiError } from '@api/errors';
import { ASSESSMENT_MESSAGES as M, compareIndex, percentOf, type SelfSubmission } from '@shared/assessment';
import { answerableQuestions } from './questions';
import { pagedRows, withIsoDate } from '@api/rows';

/** The self-assessment: storing a respondent's answers, and the admin's respondent list and details. */
/** Exactly one answer per answerable question, none for unknown ids: else 400, nothing stored. */
export async function insertSelfSubmission(db: Db, sub: SelfSubmission): Promise<number> {
  const leaves = await answerableQuestions(db);
  const seen = new Set<number>();
  sub.answers.forEach((a, k) => {
    if (!leaves.has(a.question_id)) throw new ApiError(400, M.unknownQuestion, { field: `answers.${k}.question_id` });
    if (seen.has(a.question_id)) throw new ApiError(400, M.answerAll, { field: `answers.${k}.question_id` });
    seen.add(a.question_id);
  });
  if (seen.size !== leaves.size) throw new ApiError(400, M.answerAll, { field: 'answers' });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(selfRespondents)
      .values({ name: sub.name, email: sub.email, phone_number: sub.phone_number })
      .returning({ id: selfRespondents.id });
    await tx
      .insert(selfAnswers)
      .values(sub.answers.map((a) => ({ respondent_id: row.id, question_id: a.question_id, answer: a.answer, proof: a.proof })));
    return row.id;
  });
}

export async function listRespondents(db: Db, page: number, limit: number) {
  const list = db.select().from(selfRespondents).orderBy(desc(selfRespondents.created_at), desc(selfRespondents.id)).$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(selfRespondents), page, limit, withIsoDate);
  return { respondents: rows, ...counted };
}

export async function respondentAnswers(db: Db, respondentId: number) {
  const [who] = await db.select({ id: selfRespondents.id }).from(selfRespondents).where(eq(selfRespondents.id, respondentId));
  if (!who) return null;
  const rows = await db
    .select({ cid: assessmentQuestions.cid, question: assessmentQuestions.question, answer: selfAnswers.answer, proof: selfAnswers.proof })
    .from(selfAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, selfAnswers.question_id))
    .where(eq(selfAnswers.respondent_id, respondentId));
  rows.sort((a, b) => compareIndex(a.cid, b.cid));
  const totalYes = rows.filter((r) => r.answer).length;
  return {
    answer: rows,
    totalPercentage: percentOf(totalYes, rows.length),
    totalCount: rows.length,
    totalYes,
    totalNo: rows.length - totalYes,
  };
}
