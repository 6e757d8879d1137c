import { messageKeys } from './message-keys';
/**
 * Responsible-mining assessments: the messages, constants, types and rules without schemas, so the
 * public islands can use them without loading zod (association-site.md §4, §5, §8; association-admin.md
 * §5). The schemas: assessment.ts, which re-exports all of this. Messages are the spec's.
 */

export const ASSESSMENT_MESSAGES = messageKeys('msg.assessment.', [
  'name',
  'email',
  'emailFormat',
  'phone',
  'answerAll',
  'unregistered',
  'error',
  'codeSent',
  'codeSendFailed',
  'codeWrong',
  'codeExpired',
  'codeLocked',
  'codeFormat',
  'verified',
  'finished',
  'required',
  'noAnswers',
  'fileNotFound',
  'answerValue',
  'unknownQuestion',
  'notYourRecord',
  'memberSession',
  'resultMissing',
  'alreadySubmitted',
  'id',
  'tooLong',
  'index',
  'question',
  'indexFormat',
  'indexDuplicate',
  'indexBlocked',
  'questionNotFound',
  'respondentNotFound',
  'parentMissing',
  'questionDeleted',
]);

/** Local part, at sign, domain, top-level domain of at least 2 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** Digits joined by dots, at least one dot (7.4, 7.4.1). */
export const INDEX_PATTERN = /^\d+(\.\d+)+$/;
export const SECTION_COUNT = 5;
export const CODE_LENGTH = 6;
export const RESPONDENT_PAGE_SIZES = [10, 20, 30] as const;

/** The parent index of a new question: null for 2 parts or fewer, else the index without its last part. */
export function parentIndexOf(cid: string): string | null {
  const parts = cid.split('.');
  return parts.length <= 2 ? null : parts.slice(0, -1).join('.');
}

/** One child question as the public flows use it. */
export interface AssessmentChild {
  id: number;
  cid: string;
  question: string;
}
export interface AssessmentQuestion {
  id: number;
  cid: string;
  question: string;
  children: AssessmentChild[];
}
/** A main section (`7.1`): its questions (`7.1.1`) and their children (`7.1.1.1`, or the question itself). */
export interface AssessmentSection {
  id: number;
  mainIndex: string;
  mainTitle: string;
  questions: AssessmentQuestion[];
}

/** The rounded share of yes among all answers, 0..100 (0 for no answers). */
export const percentOf = (yes: number, all: number) => (all > 0 ? Math.round((yes / all) * 100) : 0);

export interface AssessmentPercentages {
  main_percentage: number;
  first_section_per: number | null;
  second_section_per: number | null;
  third_section_per: number | null;
  fourth_section_per: number | null;
  fifth_section_per: number | null;
  total_true: number;
  total_false: number;
}
/** A member's stored result, as the member flow and the admin's result screen receive it. */
export interface MemberAssessmentResult extends AssessmentPercentages {
  id: number;
  answer_id: number;
  created_at: string;
}
export const SECTION_KEYS = [
  'first_section_per',
  'second_section_per',
  'third_section_per',
  'fourth_section_per',
  'fifth_section_per',
] as const;

/**
 * Overall and per-section percentages from answers tagged with their section position (0-based,
 * sections in index order). A section beyond the fifth counts toward the overall only; a missing
 * section is null.
 */
export function percentagesOf(answers: { section: number; yes: boolean }[]): AssessmentPercentages {
  const yes = answers.filter((a) => a.yes).length;
  const out: AssessmentPercentages = {
    main_percentage: percentOf(yes, answers.length),
    first_section_per: null,
    second_section_per: null,
    third_section_per: null,
    fourth_section_per: null,
    fifth_section_per: null,
    total_true: yes,
    total_false: answers.length - yes,
  };
  SECTION_KEYS.forEach((key, s) => {
    const inSection = answers.filter((a) => a.section === s);
    if (inSection.length) out[key] = percentOf(inSection.filter((a) => a.yes).length, inSection.length);
  });
  return out;
}

/** Compares dotted indexes numerically (7.10 after 7.9). */
export function compareIndex(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

/**
 * The answerable questions of a section. A question's `children` are its sub-questions, or the
 * question itself when it has none (so every answer belongs to a child, as the spec's shape says).
 */
export const leavesOf = (section: AssessmentSection): AssessmentChild[] => section.questions.flatMap((q) => q.children);
