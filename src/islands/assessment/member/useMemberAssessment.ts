import { useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@client/api-client';
import { waitMessageOf } from '@i18n/errors-text';
import { EMAIL_PATTERN, leavesOf, percentagesOf } from '@shared/assessment-rules';
import { focusQuestion, unansweredIn } from '../answers';
import * as calls from '../calls';
import type { AnswerState } from '../QuestionSection';
import type { Lang } from '@shared/lang';
import { CODE_SENT_MS, ERROR_TOAST_MS, VALIDATION_MS, type AssessTexts } from '../common';
import { useTimedMessage } from '../useTimedMessage';
import { codeMessage } from './code-message';
import { initialMemberState, isLastSection, memberReducer, type AttachmentName, type Verified } from './state';

/** The member assessment's state with its calls, messages (validation 5 s, error toast 5 s, code sent 3 s) and scrolling. */
export function useMemberAssessment(lang: Lang, texts: AssessTexts) {
  const [state, dispatch] = useReducer(memberReducer, undefined, initialMemberState);
  const validation = useTimedMessage(VALIDATION_MS);
  const toast = useTimedMessage(ERROR_TOAST_MS);
  const sent = useTimedMessage(CODE_SENT_MS);
  /** The API said the code mail may be late (its queue is behind). */
  const [mailLate, setMailLate] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const { email, memberId, digits, sections, index, answers, verified, result, files, publication } = state;

  const scrollTop = () => requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  const leaves = useMemo(() => sections.flatMap(leavesOf), [sections]);
  const busy = (on: boolean) => dispatch({ type: 'busy', busy: on });

  /** Any member call answering 401: the verification ran out; start again at the e-mail. */
  const failed = (err: unknown) => {
    if (err instanceof ApiRequestError && err.status === 401) dispatch({ type: 'sessionLost', message: texts['assess.sessionLost'] });
    else toast.show(err instanceof ApiRequestError && err.status !== 500 ? err.message : texts['assess.error']);
  };

  async function submitEmail(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) return dispatch({ type: 'emailRejected', error: 'empty' });
    if (!EMAIL_PATTERN.test(value)) return dispatch({ type: 'emailRejected', error: 'invalid' });
    dispatch({ type: 'emailAccepted' });
    busy(true);
    try {
      const r = await calls.checkEmail(value, lang);
      if (!r.member) return dispatch({ type: 'emailRejected', error: 'unregistered' });
      setMailLate(Boolean(r.mail_late));
      dispatch({ type: 'memberFound', memberId: r.member.id });
    } catch (err) {
      const message = waitMessageOf(err, lang) ?? texts['assess.codeSendFailed'];
      dispatch({ type: 'emailRejected', error: 'other', message });
    } finally {
      busy(false);
    }
  }

  async function resend() {
    dispatch({ type: 'resendStarted' });
    sent.clear();
    try {
      setMailLate(Boolean((await calls.createCode(memberId, lang)).mail_late));
      sent.show(texts['assess.codeSent']);
    } catch {
      dispatch({ type: 'resendFailed' });
    }
  }

  async function enter(v: Verified) {
    dispatch({ type: 'verified', verified: v });
    if (!v.result) {
      try {
        dispatch({ type: 'sectionsLoaded', sections: await calls.answerableSections(lang) });
      } catch {
        toast.show(texts['assess.error']);
        dispatch({ type: 'sectionsFailed' });
      }
    }
    scrollTop();
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    if (digits.some((d) => !d)) return;
    busy(true);
    try {
      await enter(await calls.verifyCode(memberId, digits.join('')));
    } catch (err) {
      dispatch({ type: 'codeRejected', message: codeMessage(err, texts, lang) });
    } finally {
      busy(false);
    }
  }

  async function nextSection() {
    const missing = unansweredIn(sections[index], answers);
    if (missing.length) {
      dispatch({ type: 'unanswered', ids: missing.map((c) => c.id) });
      validation.show(texts['assess.answerAll']);
      focusQuestion(missing[0]);
      return;
    }
    validation.clear();
    dispatch({ type: 'sectionDone' });
    if (!isLastSection(state)) return scrollTop();
    await sendAnswers();
  }

  async function sendAnswers() {
    if (!verified) return;
    busy(true);
    try {
      const who = { member_id: verified.member.id, answer_id: verified.answer_id };
      for (const [k, c] of leaves.entries()) {
        dispatch({ type: 'progress', progress: `${k + 1} / ${leaves.length}` });
        await calls.insertMemberAnswer({ ...who, question_id: c.id, a: answers[c.id] });
      }
      // the server recomputes these from the stored answers; sent as the spec's payload
      const sectionAnswers = sections.flatMap((s, k) => leavesOf(s).map((c) => ({ section: k, yes: answers[c.id].answer === 1 })));
      const r = await calls.insertResult({ ...percentagesOf(sectionAnswers), ...who });
      dispatch({ type: 'resultReceived', result: r.result });
      scrollTop();
    } catch (err) {
      failed(err);
    } finally {
      busy(false);
      dispatch({ type: 'progress', progress: '' });
    }
  }

  async function sendAttachments(e: FormEvent) {
    e.preventDefault();
    dispatch({ type: 'attachTried' });
    if (!files.official_document || !files.form || !verified || !result) return;
    busy(true);
    try {
      await calls.insertAttachment({
        official_document: files.official_document,
        form: files.form,
        publication,
        result_id: result.id,
        answer_id: verified.answer_id,
      });
      dispatch({ type: 'attachmentsSent' });
      scrollTop();
    } catch (err) {
      failed(err);
    } finally {
      busy(false);
    }
  }

  return {
    state,
    top,
    messages: { validation: validation.message, toast: toast.message, sent: sent.message },
    mailLate,
    submitEmail,
    resend,
    submitCode,
    nextSection,
    sendAttachments,
    changeEmail: (value: string) => dispatch({ type: 'emailChanged', email: value }),
    changeDigits: (next: string[]) => dispatch({ type: 'digitsChanged', digits: next }),
    otherEmail: () => dispatch({ type: 'otherEmail' }),
    changeAnswer: (id: number, next: AnswerState) => dispatch({ type: 'answerChanged', id, answer: next }),
    back: () => {
      dispatch({ type: 'sectionBack' });
      scrollTop();
    },
    toAttachments: () => dispatch({ type: 'toAttachments' }),
    chooseFile: (name: AttachmentName, file: File | null) => dispatch({ type: 'fileChosen', name, file }),
    changePublication: (on: boolean) => dispatch({ type: 'publicationChanged', publication: on }),
  };
}

/** What the step components receive: the state with its actions. */
export type MemberFlow = ReturnType<typeof useMemberAssessment>;
