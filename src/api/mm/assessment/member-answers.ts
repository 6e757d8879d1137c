import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { assessmentResults, attachments, memberAnswers, memberAnswerSets, memberCompanies } from '@db/schema';
import { percentagesOf, type AssessmentPercentages } from '@shared/assessment';
import { allQuestions, answerableQuestions } from './questions';
import { assessmentFileUrl } from './files';

/** The member assessment: the member, the attempt, its answers, result and attachments. */
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

/** Every question in index order with the attempt's answer (null when none): the answers table. A proof is its download route's URL. */
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
      proof_file: a?.proof_file ? assessmentFileUrl('proof', a.id) : null,
      comment: a?.comment ?? '',
    };
  });
}

export const answerSetOwner = async (db: Db, answerId: number) =>
  (await db.select({ member_id: memberAnswerSets.member_id }).from(memberAnswerSets).where(eq(memberAnswerSets.id, answerId)).limit(1))[0]
    ?.member_id ?? null;
