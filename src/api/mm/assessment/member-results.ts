import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { assessmentQuestions, assessmentResults, attachments, memberAnswers, memberCompanies } from '@db/schema';
import { compareIndex } from '@shared/assessment';
import { pagedRows, withIsoDate } from '@api/rows';
import { assessmentFileUrl } from './files';

/** The admin's reads of member results: the paged list, one result with the organisation, the proof files (as download routes). */
/** Member results with the organisation and the publication consent (false until attachments exist). */
export async function listMemberResults(db: Db, page: number, limit: number) {
  const { rows, ...counted } = await pagedRows(
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
      .$dynamic(),
    db.$count(assessmentResults),
    page,
    limit,
  );
  return { respondents: rows.map((r) => withIsoDate({ ...r, publication: r.publication === true })), ...counted };
}

export async function memberResultWithName(db: Db, answerId: number) {
  const [row] = await db
    .select({ result: assessmentResults, name: memberCompanies.name, logo: memberCompanies.logo })
    .from(assessmentResults)
    .innerJoin(memberCompanies, eq(memberCompanies.id, assessmentResults.member_id))
    .where(eq(assessmentResults.answer_id, answerId))
    .limit(1);
  return row ? { ...withIsoDate(row.result), name: row.name, logo: row.logo } : null;
}

export async function memberFiles(db: Db, answerId: number) {
  const files = await db
    .select({
      id: memberAnswers.id,
      cid: assessmentQuestions.cid,
      question: assessmentQuestions.question,
      proof_file: memberAnswers.proof_file,
    })
    .from(memberAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, memberAnswers.question_id))
    .where(eq(memberAnswers.answer_id, answerId));
  return files
    .filter((f) => !!f.proof_file)
    .sort((a, b) => compareIndex(a.cid, b.cid))
    .map((f) => ({ cid: f.cid, question: f.question, proof_file: assessmentFileUrl('proof', f.id) }));
}

/** An attempt's attachments with the download route's URLs in place of the stored ones. */
export function attachmentAnswer(row: typeof attachments.$inferSelect) {
  return {
    ...withIsoDate(row),
    official_document: assessmentFileUrl('official_document', row.id),
    form: assessmentFileUrl('form', row.id),
  };
}
