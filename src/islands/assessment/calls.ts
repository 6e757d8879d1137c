import { api, type ApiBody } from '@client/api-client';
import { leavesOf, type AssessmentPercentages } from '@shared/assessment-rules';
import type { AnswerState } from './QuestionSection';
import type { Lang } from '@shared/lang';

/** Every call of the assessment islands (association-site.md §4), through the shared API client. */

/** The question sections that have something to answer. */
export const answerableSections = async (lang: Lang) =>
  (await api.get('/get/assessment', { lang })).result.filter((s) => leavesOf(s).length > 0);

export const insertSelfAnswers = (body: ApiBody<'/insert/answer'>) => api.create('/insert/answer', body);

export const checkEmail = (email: string, lang: Lang) => api.get('/check/email', { email, lang });

export const createCode = (id: number | null, lang: Lang) => api.get('/create/code', { id, lang });

export const verifyCode = (id: number | null, code: string) => api.post('/verify/code', { id, code });

/** A multipart body: each value as text, files as they are. */
function formOf(fields: Record<string, string | number | boolean | File>) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.set(name, value instanceof File ? value : String(value));
  return fd;
}

/** One answer of the attempt, with its proof file when one was chosen. */
export function insertMemberAnswer(v: { member_id: number; answer_id: number; question_id: number; a: AnswerState }) {
  const fd = formOf({
    question_id: v.question_id,
    answer: String(v.a.answer),
    member_id: v.member_id,
    answer_id: v.answer_id,
    proof: v.a.proof || !!v.a.proof_file,
    comment: v.a.comment ?? '',
  });
  if (v.a.proof_file) fd.set('proof_file', v.a.proof_file);
  return api.post('/insert/member-answer', fd);
}

export const insertResult = (body: AssessmentPercentages & { member_id: number; answer_id: number }) => api.post('/insert/result', body);

export const insertAttachment = (v: { official_document: File; form: File; publication: boolean; result_id: number; answer_id: number }) =>
  api.post('/insert/attachment', formOf(v));
