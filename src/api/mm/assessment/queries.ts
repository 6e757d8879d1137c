import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  assessmentQuestions,
  assessmentResults,
  attachments,
  memberAnswers,
  memberAnswerSets,
  memberCompanies,
  selfAnswers,
  selfRespondents,
} from '../../../../db/schema';
import { ApiError } from '../../errors';
import { pageOf, totalPages } from '../../paging';
import {
  ASSESSMENT_MESSAGES as M,
  compareIndex,
  leavesOf,
  percentagesOf,
  percentOf,
  type AssessmentPercentages,
  type AssessmentSection,
  type SelfSubmission,
} from '../../../shared/assessment';

/** Assessment data functions shared by the API routes (and any build-time page). */
export type QuestionRow = typeof assessmentQuestions.$inferSelect;

export const allQuestions = async (db: Db): Promise<QuestionRow[]> =>
  (await db.select().from(assessmentQuestions)).sort((a, b) => compareIndex(a.cid, b.cid));

/** Sections (no parent) -> their questions -> children (or the question itself when it has none). */
export function sectionsOf(rows: QuestionRow[]): AssessmentSection[] {
  const byParent = new Map<string, QuestionRow[]>();
  for (const r of rows) if (r.pid) byParent.set(r.pid, [...(byParent.get(r.pid) ?? []), r]);
  return rows
    .filter((r) => !r.pid)
    .map((s) => ({
      id: s.id,
      mainIndex: s.cid,
      mainTitle: s.question,
      questions: (byParent.get(s.cid) ?? []).map((q) => {
        const kids = byParent.get(q.cid) ?? [];
        return {
          id: q.id,
          cid: q.cid,
          question: q.question,
          children: (kids.length ? kids : [q]).map((c) => ({ id: c.id, cid: c.cid, question: c.question })),
        };
      }),
    }));
}

export const assessmentSections = async (db: Db) => sectionsOf(await allQuestions(db));

/** Every answerable question id with the position (0-based) of its section. */
export async function answerableQuestions(db: Db): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  (await assessmentSections(db)).forEach((s, k) => leavesOf(s).forEach((c) => map.set(c.id, k)));
  return map;
}

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

// ---- member flow ----

export async function activeMemberByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: memberCompanies.id, logo: memberCompanies.logo, name: memberCompanies.name, email: memberCompanies.email })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.email, email.toLowerCase()), eq(memberCompanies.active, true)))
    .limit(1);
  return row ?? null;
}

export async function activeMemberById(db: Db, id: number) {
  const [row] = await db
    .select({ id: memberCompanies.id, logo: memberCompanies.logo, name: memberCompanies.name, email: memberCompanies.email })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.id, id), eq(memberCompanies.active, true)))
    .limit(1);
  return row ?? null;
}

export async function latestAnswerSet(db: Db, memberId: number) {
  const [row] = await db
    .select({ id: memberAnswerSets.id })
    .from(memberAnswerSets)
    .where(eq(memberAnswerSets.member_id, memberId))
    .orderBy(desc(memberAnswerSets.created_at), desc(memberAnswerSets.id))
    .limit(1);
  return row?.id ?? null;
}

export async function resultOfAnswerSet(db: Db, answerId: number) {
  const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.answer_id, answerId)).limit(1);
  return row ?? null;
}

export async function attachmentOfAnswerSet(db: Db, answerId: number) {
  const [row] = await db.select().from(attachments).where(eq(attachments.answer_id, answerId)).limit(1);
  return row ?? null;
}

/** The member's current attempt: the latest one, or a new one when there is none. */
export async function currentAnswerSet(db: Db, memberId: number): Promise<number> {
  const existing = await latestAnswerSet(db, memberId);
  if (existing) return existing;
  const [row] = await db.insert(memberAnswerSets).values({ member_id: memberId }).returning({ id: memberAnswerSets.id });
  return row.id;
}

/** One answer of the member's attempt; answering again replaces it (the file it replaced is returned). */
export async function upsertMemberAnswer(
  db: Db,
  v: { answer_id: number; question_id: number; answer: boolean; proof: boolean; comment: string; proof_file: string | null },
): Promise<{ replacedFile: string | null }> {
  const [old] = await db
    .select({ proof_file: memberAnswers.proof_file })
    .from(memberAnswers)
    .where(and(eq(memberAnswers.answer_id, v.answer_id), eq(memberAnswers.question_id, v.question_id)))
    .limit(1);
  await db
    .insert(memberAnswers)
    .values(v)
    .onConflictDoUpdate({
      target: [memberAnswers.answer_id, memberAnswers.question_id],
      // answering again without a new file keeps the file sent before
      set: { answer: v.answer, proof: v.proof, comment: v.comment, ...(v.proof_file ? { proof_file: v.proof_file } : {}) },
    });
  return { replacedFile: v.proof_file && old?.proof_file && old.proof_file !== v.proof_file ? old.proof_file : null };
}

/** Percentages from the stored answers of an attempt; null while any answerable question is unanswered. */
export async function computeMemberResult(db: Db, answerId: number): Promise<AssessmentPercentages | null> {
  const leaves = await answerableQuestions(db);
  const rows = await db
    .select({ question_id: memberAnswers.question_id, answer: memberAnswers.answer })
    .from(memberAnswers)
    .where(eq(memberAnswers.answer_id, answerId));
  const answered = rows.filter((r) => leaves.has(r.question_id));
  if (answered.length !== leaves.size || leaves.size === 0) return null;
  return percentagesOf(answered.map((r) => ({ section: leaves.get(r.question_id)!, yes: r.answer })));
}

export async function insertResult(db: Db, memberId: number, answerId: number, p: AssessmentPercentages) {
  const [row] = await db
    .insert(assessmentResults)
    .values({ ...p, member_id: memberId, answer_id: answerId })
    .onConflictDoNothing({ target: assessmentResults.answer_id })
    .returning();
  return row ?? null;
}

export async function insertAttachment(
  db: Db,
  v: { official_document: string; form: string; publication: boolean; result_id: number; answer_id: number },
) {
  const [row] = await db.insert(attachments).values(v).onConflictDoNothing({ target: attachments.result_id }).returning();
  return row ?? null;
}

/** Every question in index order with the attempt's answer (null when none): the answers table. */
export async function memberAnswerRows(db: Db, answerId: number) {
  const questions = await allQuestions(db);
  const rows = await db.select().from(memberAnswers).where(eq(memberAnswers.answer_id, answerId));
  const byQuestion = new Map(rows.map((r) => [r.question_id, r]));
  return questions.map((q) => {
    const a = byQuestion.get(q.id);
    return {
      id: q.id,
      cid: q.cid,
      question: q.question,
      pid: q.pid,
      answer: a ? a.answer : null,
      proof: a?.proof ?? false,
      proof_file: a?.proof_file ?? null,
      comment: a?.comment ?? '',
    };
  });
}

export const answerSetOwner = async (db: Db, answerId: number) =>
  (await db.select({ member_id: memberAnswerSets.member_id }).from(memberAnswerSets).where(eq(memberAnswerSets.id, answerId)).limit(1))[0]
    ?.member_id ?? null;

// ---- admin ----

export async function listRespondents(db: Db, page: number, limit: number) {
  const { offset } = pageOf(page, limit);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(selfRespondents).orderBy(desc(selfRespondents.created_at), desc(selfRespondents.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(selfRespondents),
  ]);
  return { respondents: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total, totalPages: totalPages(total, limit) };
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

/** Member results with the organisation and the publication consent (false until attachments exist). */
export async function listMemberResults(db: Db, page: number, limit: number) {
  const { offset } = pageOf(page, limit);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: assessmentResults.id,
        name: memberCompanies.name,
        email: memberCompanies.email,
        logo: memberCompanies.logo,
        created_at: assessmentResults.created_at,
        publication: attachments.publication,
        answer_id: assessmentResults.answer_id,
        member_id: assessmentResults.member_id,
        main_percentage: assessmentResults.main_percentage,
      })
      .from(assessmentResults)
      .innerJoin(memberCompanies, eq(memberCompanies.id, assessmentResults.member_id))
      .leftJoin(attachments, eq(attachments.result_id, assessmentResults.id))
      .orderBy(desc(assessmentResults.created_at), desc(assessmentResults.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(assessmentResults),
  ]);
  return {
    respondents: rows.map((r) => ({ ...r, publication: r.publication === true, created_at: r.created_at.toISOString() })),
    total,
    totalPages: totalPages(total, limit),
  };
}

export async function memberResultWithName(db: Db, answerId: number) {
  const [row] = await db
    .select({ result: assessmentResults, name: memberCompanies.name, logo: memberCompanies.logo })
    .from(assessmentResults)
    .innerJoin(memberCompanies, eq(memberCompanies.id, assessmentResults.member_id))
    .where(eq(assessmentResults.answer_id, answerId))
    .limit(1);
  return row ? { ...row.result, created_at: row.result.created_at.toISOString(), name: row.name, logo: row.logo } : null;
}

export async function memberFiles(db: Db, answerId: number) {
  const files = await db
    .select({ cid: assessmentQuestions.cid, question: assessmentQuestions.question, proof_file: memberAnswers.proof_file })
    .from(memberAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, memberAnswers.question_id))
    .where(eq(memberAnswers.answer_id, answerId));
  return files.filter((f) => f.proof_file).sort((a, b) => compareIndex(a.cid, b.cid));
}

export const questionByCid = (db: Db, cid: string) =>
  db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, cid)).orderBy(asc(assessmentQuestions.id));

export async function findQuestion(db: Db, id: number) {
  const [row] = await db.select().from(assessmentQuestions).where(eq(assessmentQuestions.id, id)).limit(1);
  return row ?? null;
}

/** All files stored by answers to these questions (deleted with the questions). */
export async function proofFilesOfQuestions(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ f: memberAnswers.proof_file }).from(memberAnswers).where(inArray(memberAnswers.question_id, ids));
  return rows.map((r) => r.f).filter((f): f is string => !!f);
}
