import { api } from '../../shared/api-client';
import { leavesOf, type AssessmentPercentages, type AssessmentSection, type MemberAssessmentResult } from '../../shared/assessment';
import type { AnswerState } from './QuestionSection';
import type { Verified } from './member/state';
import type { Lang } from './text';

/** Every call of the assessment islands (association-site.md §4), through the shared API client. */

/** The question sections that have something to answer. */
export const answerableSections = async (lang: Lang) =>
  (await api.get<{ result: AssessmentSection[] }>('/get/assessment', { lang })).result.filter((s) => leavesOf(s).length > 0);

export const insertSelfAnswers = (body: {
  name: string;
  email: string;
  phone_number: string;
  answers: { question_id: number; answer: AnswerState['answer']; proof: boolean }[];
}) => api.post('/insert/answer', body);

export const checkEmail = (email: string, lang: Lang) => api.get<{ member: { id: number } | null }>('/check/email', { email, lang });

export const createCode = (id: number | null, lang: Lang) => api.get('/create/code', { id, lang });

export const verifyCode = (id: number | null, code: string) => api.post<Verified>('/verify/code', { id, code });

export const insertMemberAnswer = (fd: FormData) => api.post('/insert/member-answer', fd);

export const insertResult = (body: AssessmentPercentages & { member_id: number; answer_id: number }) =>
  api.post<{ result: MemberAssessmentResult }>('/insert/result', body);

export const insertAttachment = (fd: FormData) => api.post('/insert/attachment', fd);
