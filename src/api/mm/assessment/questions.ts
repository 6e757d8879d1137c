import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { assessmentQuestions, memberAnswers } from '@db/schema';
import { compareIndex, leavesOf, type AssessmentSection } from '@shared/assessment';

/** The question tree: reading it in index order, its sections and answerable leaves, the editor's lookups. */
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
