import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@db/client';
import { assessmentQuestions, attachments, memberAnswers, memberAnswerSets } from '@db/schema';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { parseOrThrow } from '@api/validate';
import { access } from '@api/middleware/access';
import { adminView } from '@api/admin-view';
import { fileResponse } from '@platform/files';
import { PRIVATE_FOLDER } from '@platform/storage/keys';
import { ASSESSMENT_MESSAGES as M, positiveId } from '@shared/assessment';
import { requireMember } from './member-session';

/**
 * The assessment's files (SECURITY.md 8, 10, 21): proofs and attachments are stored under a private
 * folder that no public URL serves. Rows keep the storage URL (the file sweep and backups read it),
 * but answers carry only the route URL below, which checks the session on every download.
 */
export const PROOF_FOLDER = `${PRIVATE_FOLDER}/proofs`;
export const ATTACHMENT_FOLDER = `${PRIVATE_FOLDER}/attachments`;

export const ASSESSMENT_FILES = ['proof', 'official_document', 'form'] as const;
export type AssessmentFile = (typeof ASSESSMENT_FILES)[number];

/** What an answer carries instead of the storage URL: which file of which row (a member answer's or an attachment's id). */
export const assessmentFileUrl = (file: AssessmentFile, id: number) => `/api/mm/get/assessment-file?file=${file}&id=${id}`;

/** The download names of the admin's files modal (association-admin.md §7): question number, letter, form. */
const ATTACHMENT_NAMES = { official_document: 'albanbichig', form: 'maygt' } as const;

/** The stored URL of one file, its owner (the member company) and its download name (fileResponse adds the stored extension). */
async function storedFile(db: Db, file: AssessmentFile, id: number) {
  if (file === 'proof') {
    const [row] = await db
      .select({ url: memberAnswers.proof_file, owner: memberAnswerSets.member_id, cid: assessmentQuestions.cid })
      .from(memberAnswers)
      .innerJoin(memberAnswerSets, eq(memberAnswerSets.id, memberAnswers.answer_id))
      .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, memberAnswers.question_id))
      .where(eq(memberAnswers.id, id))
      .limit(1);
    return row ? { url: row.url, owner: row.owner, name: row.cid } : null;
  }
  const [row] = await db
    .select({ url: attachments[file], owner: memberAnswerSets.member_id })
    .from(attachments)
    .innerJoin(memberAnswerSets, eq(memberAnswerSets.id, attachments.answer_id))
    .where(eq(attachments.id, id))
    .limit(1);
  return row ? { url: row.url, owner: row.owner, name: ATTACHMENT_NAMES[file] } : null;
}

const fileQuery = z.object({ file: z.enum(ASSESSMENT_FILES, { error: M.fileNotFound }), id: positiveId() });

export const assessmentFileRoutes = new Hono<AppEnv>()
  // An admin reads any member's file; a member only their own. Another member's file is "not found",
  // like one that does not exist, so ids cannot be probed.
  .get('/get/assessment-file', access('member'), async (c) => {
    const { db, storage } = c.get('deps');
    const session = adminView(c) ? null : await requireMember(c, {});
    const { file, id } = parseOrThrow(fileQuery, c.req.query());
    const found = await storedFile(db, file, id);
    const key = found?.url ? storage.keyFromUrl(found.url) : null;
    if (!found || !key || (session && found.owner !== session.member_id)) throw new ApiError(404, M.fileNotFound);
    return fileResponse(storage, key, { admin: true, download: found.name, method: c.req.method });
  });
