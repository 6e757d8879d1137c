import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { jsonBody, multipartOnly, parseOrThrow, validate } from '@api/validate';
import { checkCodeLimited, limitCodeRequests, sendCode } from '@api/code-sign-in';
import { mailLate } from '@api/mail-late';
import { evenTiming } from '@api/middleware/even-timing';
import { formLimit, keepFileOnlyIf, storeUpload } from '@api/uploads';
import { discardFile } from '@api/file-gc';
import { ASSESSMENT_MESSAGES as M, codeSchema, emailSchema, positiveId, selfSubmissionSchema, answerValue } from '@shared/assessment';
import { openMemberSession, requireMember } from './member-session';
import { ATTACHMENT_FOLDER, PROOF_FOLDER } from './files';
import { chosenFile, isChosenFile } from '@shared/files';
import { adminView } from '@api/admin-view';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { replyText, requestLang } from '@api/request-lang';
import { idempotent } from '@api/middleware/idempotency';
import { withIsoDate } from '@api/rows';

/** The assessment's code counters (apart from the booking's). */
const CODE_SCOPE = 'member-code';
const mailCode = (c: Context<AppEnv>, member: { id: number; email: string }) =>
  sendCode(c, { member_id: member.id }, member.email, requestLang(c), M.codeSendFailed);

/** A verified member is required before anything else is looked at (401 otherwise). */
const memberFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireMember(c, {});
  await next();
};

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: M.answerValue })
  .transform((v) => v === true || v === 'true' || v === '1');
const optionalFile = z
  .union([z.instanceof(File), z.literal('')])
  .optional()
  .transform((v) => (isChosenFile(v) ? v : undefined));
const requiredFile = chosenFile(M.required);

const emailQuery = z.object({ email: emailSchema, lang: z.enum(['mn', 'en']).optional() });
const idQuery = z.object({ id: positiveId(), lang: z.enum(['mn', 'en']).optional() });
const verifyBody = z.object({ id: positiveId(), code: codeSchema });
const ownIds = z.object({ member_id: positiveId(), answer_id: positiveId() });
const memberAnswerForm = ownIds.extend({
  question_id: positiveId(M.unknownQuestion),
  answer: answerValue,
  proof: flag.default(false),
  comment: z.string().trim().max(2000, M.tooLong).default(''),
  proof_file: optionalFile,
});
const resultBody = ownIds.passthrough();
const attachmentForm = z.object({
  official_document: requiredFile,
  form: requiredFile,
  publication: flag.default(true),
  result_id: positiveId(),
  answer_id: positiveId(),
});
const memberAnswersQuery = z.object({ answerId: positiveId(), memberId: positiveId() });

/** Ids in a request body before validation (so someone else's ids get 403 before anything else). */
const idsOf = (body: Record<string, unknown>, keys: { member?: string; answer: string }) => {
  const num = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? Number(v) : NaN);
  const memberId = keys.member ? num(body[keys.member]) : undefined;
  const answerId = num(body[keys.answer]);
  return { memberId: Number.isNaN(memberId) ? -1 : memberId, answerId: Number.isNaN(answerId) ? -1 : answerId };
};

async function formBody(c: Context<AppEnv>) {
  return (await c.req.parseBody({ all: false })) as Record<string, unknown>;
}

/** The three entries after verification: finished, continue at attachments, or the questions. */
async function entryOf(c: Context<AppEnv>, memberId: number) {
  const { db } = c.get('deps');
  const answerId = await q.currentAnswerSet(db, memberId);
  const result = await q.resultOfAnswerSet(db, answerId);
  const attachment = result ? await q.attachmentOfAnswerSet(db, answerId) : null;
  return {
    answer_id: answerId,
    completed: !!(result && attachment),
    result: result ? withIsoDate(result) : null,
  };
}

export const assessmentRoutes = new Hono<AppEnv>()
  .get('/get/assessment', access('public'), async (c) => c.json({ result: await q.assessmentSections(c.get('deps').db) }))
  .post('/insert/answer', access('public'), idempotent('self-assessment'), validate('json', selfSubmissionSchema), async (c) => {
    await q.insertSelfSubmission(c.get('deps').db, c.req.valid('json'));
    return c.json({ message: 'OK' });
  })

  // Step 1: the e-mail must belong to an active member company (the spec's message otherwise).
  .get('/check/email', access('public'), evenTiming(), validate('query', emailQuery), async (c) => {
    const email = c.req.valid('query').email.toLowerCase();
    await limitCodeRequests(c, CODE_SCOPE, `email:${email}`, requestLang(c));
    const member = await q.activeMemberByEmail(c.get('deps').db, email);
    // The spec shows a message for an unregistered e-mail; the status stays 200 like a registered one (SECURITY #14).
    if (!member)
      return c.json({ member: null, answer_id: null, message: replyText(c, M.unregistered), ...(await mailLate(c.get('deps'))) });
    await mailCode(c, member);
    const answerId = await q.latestAnswerSet(c.get('deps').db, member.id);
    return c.json({ member: { id: member.id, logo: member.logo }, answer_id: answerId, ...(await mailLate(c.get('deps'))) });
  })
  // Resend: the same answer whether or not the id is a member (SECURITY #14).
  .get('/create/code', access('public'), evenTiming(), validate('query', idQuery), async (c) => {
    const { id } = c.req.valid('query');
    const member = await q.activeMemberById(c.get('deps').db, id);
    await limitCodeRequests(c, CODE_SCOPE, member ? `email:${member.email}` : `id:${id}`, requestLang(c));
    if (member) await mailCode(c, member);
    return c.json({ message: replyText(c, M.codeSent), ...(await mailLate(c.get('deps'))) });
  })
  .post('/verify/code', access('public'), validate('json', verifyBody), async (c) => {
    const { id, code } = c.req.valid('json');
    const { db } = c.get('deps');
    const member = await q.activeMemberById(db, id);
    const outcome = member ? await checkCodeLimited(c, CODE_SCOPE, { member_id: member.id }, code, requestLang(c)) : 'expired';
    if (outcome === 'wrong') throw new ApiError(400, M.codeWrong, { field: 'code' });
    if (outcome === 'locked') throw new ApiError(400, M.codeLocked, { field: 'code' });
    if (outcome === 'expired' || !member) throw new ApiError(400, M.codeExpired, { field: 'code' });
    const entry = await entryOf(c, member.id);
    await openMemberSession(c, member.id, entry.answer_id);
    return c.json({ message: replyText(c, M.verified), member: { id: member.id, logo: member.logo, name: member.name }, ...entry });
  })

  // Member calls: only the verified member, for their own attempt (else 401/403, nothing stored).
  .post('/insert/member-answer', access('member'), memberFirst, formLimit(51 * 1024 * 1024), multipartOnly, async (c) => {
    const deps = c.get('deps');
    const body = await formBody(c);
    await requireMember(c, idsOf(body, { member: 'member_id', answer: 'answer_id' }));
    const v = parseOrThrow(memberAnswerForm, body);
    const leaves = await q.answerableQuestions(deps.db);
    if (!leaves.has(v.question_id)) throw new ApiError(400, M.unknownQuestion, { field: 'question_id' });
    if (await q.resultOfAnswerSet(deps.db, v.answer_id)) throw new ApiError(409, M.alreadySubmitted);
    const stored = v.proof_file ? await storeUpload(deps, v.proof_file, 'proof', PROOF_FOLDER, 'proof_file') : undefined;
    const { replacedFile } = await keepFileOnlyIf(deps, stored?.url, () =>
      q.upsertMemberAnswer(deps.db, {
        answer_id: v.answer_id,
        question_id: v.question_id,
        answer: v.answer,
        proof: v.proof || !!stored,
        comment: v.comment,
        proof_file: stored?.url ?? null,
      }),
    );
    if (replacedFile) await discardFile(deps, replacedFile);
    return c.json({ message: 'OK' });
  })
  // The client's percentages are ignored: the server computes them from the stored answers.
  .post('/insert/result', access('member'), memberFirst, async (c) => {
    const { db } = c.get('deps');
    const body = await jsonBody(c);
    await requireMember(c, idsOf(body, { member: 'member_id', answer: 'answer_id' }));
    const { member_id, answer_id } = parseOrThrow(resultBody, body);
    const existing = await q.resultOfAnswerSet(db, answer_id);
    if (existing) return c.json({ result: withIsoDate(existing) });
    const percentages = await q.computeMemberResult(db, answer_id);
    if (!percentages) throw new ApiError(400, M.resultMissing, { field: 'answers' });
    const row = (await q.insertResult(db, member_id, answer_id, percentages)) ?? (await q.resultOfAnswerSet(db, answer_id));
    return c.json({ result: withIsoDate(row!) });
  })
  .post('/insert/attachment', access('member'), memberFirst, formLimit(101 * 1024 * 1024), multipartOnly, async (c) => {
    const deps = c.get('deps');
    const body = await formBody(c);
    const session = await requireMember(c, idsOf(body, { answer: 'answer_id' }));
    const v = parseOrThrow(attachmentForm, body);
    const result = await q.resultOfAnswerSet(deps.db, v.answer_id);
    if (!result) throw new ApiError(400, M.resultMissing, { field: 'result_id' });
    if (result.id !== v.result_id || result.member_id !== session.member_id) throw new ApiError(403, M.notYourRecord);
    if (await q.attachmentOfAnswerSet(deps.db, v.answer_id)) throw new ApiError(409, M.alreadySubmitted);
    const doc = await storeUpload(deps, v.official_document, 'proof', ATTACHMENT_FOLDER, 'official_document');
    const form = await keepFileOnlyIf(deps, doc.url, () => storeUpload(deps, v.form, 'proof', ATTACHMENT_FOLDER, 'form'));
    await keepFileOnlyIf(deps, [doc.url, form.url], async () => {
      const row = await q.insertAttachment(deps.db, {
        official_document: doc.url,
        form: form.url,
        publication: v.publication,
        result_id: v.result_id,
        answer_id: v.answer_id,
      });
      if (!row) throw new ApiError(409, M.alreadySubmitted);
    });
    return c.json({ message: replyText(c, M.finished) });
  })
  // Shared with the admin answers modal (`adminView`): the admin reads any attempt, a member only their own.
  .get('/get/member-answers', access('member'), async (c) => {
    const { db } = c.get('deps');
    const raw = c.req.query();
    if (!adminView(c)) await requireMember(c, idsOf(raw, { member: 'memberId', answer: 'answerId' }));
    const { answerId, memberId } = parseOrThrow(memberAnswersQuery, raw);
    if ((await q.answerSetOwner(db, answerId)) !== memberId) throw new ApiError(404, M.noAnswers);
    const [answers, result] = await Promise.all([q.memberAnswerRows(db, answerId), q.memberResultWithName(db, answerId)]);
    return c.json({ answer: { answers, result } });
  });
