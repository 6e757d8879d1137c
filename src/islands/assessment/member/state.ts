import { CODE_LENGTH, type AssessmentSection, type MemberAssessmentResult } from '@shared/assessment-rules';
import type { ApiAnswer } from '@client/api-client';
import { answerChanged } from '../answers';
import type { Answers, AnswerState } from '../QuestionSection';

/**
 * The member assessment's state and its transitions, pure (association-site.md §4): e-mail -> code ->
 * by the verify answer the finished result, the attachment step, or loading -> the sections ->
 * result -> attachments -> sent. Calls, timers, focus and scrolling stay in the hook.
 */
export type Step = 'email' | 'code' | 'loading' | 'sections' | 'result' | 'attachments' | 'sent' | 'finished';
export type EmailError = 'empty' | 'invalid' | 'unregistered' | 'other';
export type AttachmentName = 'official_document' | 'form';

/** The `POST /verify/code` answer (its result read as the shared member result). */
export type Verified = Omit<ApiAnswer<'/verify/code', 'post'>, 'message' | 'result'> & { result: MemberAssessmentResult | null };

export interface MemberState {
  step: Step;
  email: string;
  emailError: EmailError | null;
  /** The message shown for `emailError: 'other'`. */
  otherError: string;
  memberId: number | null;
  digits: string[];
  codeError: string;
  resendFailed: boolean;
  verified: Verified | null;
  sections: AssessmentSection[];
  index: number;
  answers: Answers;
  highlight: Set<number>;
  result: MemberAssessmentResult | null;
  files: Record<AttachmentName, File | null>;
  attachTried: boolean;
  publication: boolean;
  busy: boolean;
  /** `3 / 12` while the answers are being sent. */
  progress: string;
}

export type MemberAction =
  | { type: 'emailChanged'; email: string }
  | { type: 'emailRejected'; error: EmailError; message?: string }
  | { type: 'emailAccepted' }
  | { type: 'busy'; busy: boolean }
  | { type: 'memberFound'; memberId: number }
  | { type: 'digitsChanged'; digits: string[] }
  | { type: 'codeRejected'; message: string }
  | { type: 'resendStarted' }
  | { type: 'resendFailed' }
  | { type: 'otherEmail' }
  | { type: 'verified'; verified: Verified }
  | { type: 'sectionsLoaded'; sections: AssessmentSection[] }
  | { type: 'sectionsFailed' }
  | { type: 'answerChanged'; id: number; answer: AnswerState }
  | { type: 'unanswered'; ids: number[] }
  | { type: 'sectionDone' }
  | { type: 'sectionBack' }
  | { type: 'progress'; progress: string }
  | { type: 'resultReceived'; result: MemberAssessmentResult }
  | { type: 'toAttachments' }
  | { type: 'fileChosen'; name: AttachmentName; file: File | null }
  | { type: 'publicationChanged'; publication: boolean }
  | { type: 'attachTried' }
  | { type: 'attachmentsSent' }
  | { type: 'sessionLost'; message: string };

const emptyDigits = () => Array<string>(CODE_LENGTH).fill('');

export const initialMemberState = (): MemberState => ({
  step: 'email',
  email: '',
  emailError: null,
  otherError: '',
  memberId: null,
  digits: emptyDigits(),
  codeError: '',
  resendFailed: false,
  verified: null,
  sections: [],
  index: 0,
  answers: {},
  highlight: new Set(),
  result: null,
  files: { official_document: null, form: null },
  attachTried: false,
  publication: true,
  busy: false,
  progress: '',
});

export function memberReducer(s: MemberState, a: MemberAction): MemberState {
  switch (a.type) {
    case 'emailChanged':
      return { ...s, email: a.email, emailError: null };
    case 'emailRejected':
      return { ...s, emailError: a.error, otherError: a.message ?? s.otherError };
    case 'emailAccepted':
      return { ...s, emailError: null };
    case 'busy':
      return { ...s, busy: a.busy };
    case 'memberFound':
      return { ...s, memberId: a.memberId, digits: emptyDigits(), codeError: '', step: 'code' };
    case 'digitsChanged':
      return { ...s, digits: a.digits, codeError: '' };
    case 'codeRejected':
      return { ...s, codeError: a.message };
    case 'resendStarted':
      return { ...s, resendFailed: false };
    case 'resendFailed':
      return { ...s, resendFailed: true };
    case 'otherEmail':
      return { ...s, step: 'email' };
    case 'verified': {
      const v = a.verified;
      if (v.result) return { ...s, verified: v, result: v.result, step: v.completed ? 'finished' : 'attachments' };
      return { ...s, verified: v, step: 'loading' };
    }
    case 'sectionsLoaded':
      return { ...s, sections: a.sections, index: 0, step: 'sections' };
    case 'sectionsFailed':
      return { ...s, step: 'code' };
    case 'answerChanged':
      return { ...s, ...answerChanged(s, a.id, a.answer) };
    case 'unanswered':
      return { ...s, highlight: new Set(a.ids) };
    case 'sectionDone':
      return { ...s, highlight: new Set(), index: s.index < s.sections.length - 1 ? s.index + 1 : s.index };
    case 'sectionBack':
      return { ...s, index: s.index - 1 };
    case 'progress':
      return { ...s, progress: a.progress };
    case 'resultReceived':
      return { ...s, result: a.result, step: 'result' };
    case 'toAttachments':
      return { ...s, step: 'attachments' };
    case 'fileChosen':
      return { ...s, files: { ...s.files, [a.name]: a.file } };
    case 'publicationChanged':
      return { ...s, publication: a.publication };
    case 'attachTried':
      return { ...s, attachTried: true };
    case 'attachmentsSent':
      return { ...s, step: 'sent' };
    case 'sessionLost':
      return { ...s, step: 'email', digits: emptyDigits(), otherError: a.message, emailError: 'other' };
  }
}

/** The last section is answered: the answers go to the server next (else the next section opens). */
export const isLastSection = (s: MemberState) => s.index >= s.sections.length - 1;
