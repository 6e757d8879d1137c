import { describe, expect, it } from 'vitest';
import type { AssessmentSection, MemberAssessmentResult } from '@shared/assessment';
import {
  initialMemberState,
  isLastSection,
  memberReducer,
  type MemberAction,
  type MemberState,
  type Verified,
} from '@islands/assessment/member/state';

/** The member assessment's transitions (association-site.md §4), without React or the network. */
const run = (actions: MemberAction[], from: MemberState = initialMemberState()) => actions.reduce(memberReducer, from);

const section = (id: number, leaves: number[]): AssessmentSection => ({
  id,
  mainIndex: `7.${id}`,
  mainTitle: `Section ${id}`,
  questions: [
    { id: id * 100, cid: `7.${id}.1`, question: 'q', children: leaves.map((c) => ({ id: c, cid: `7.${id}.1.${c}`, question: 'c' })) },
  ],
});
const SECTIONS = [section(1, [11, 12]), section(2, [21])];
const RESULT: MemberAssessmentResult = {
  id: 5,
  answer_id: 9,
  created_at: '2026-03-01T10:00:00.000Z',
  main_percentage: 67,
  first_section_per: 50,
  second_section_per: 100,
  third_section_per: null,
  fourth_section_per: null,
  fifth_section_per: null,
  total_true: 2,
  total_false: 1,
};
const verified = (result: MemberAssessmentResult | null, completed = false): Verified => ({
  member: { id: 3, logo: '/files/logo.png', name: 'Говь Коппер ХХК' },
  answer_id: 9,
  completed,
  result,
});

/** At the code step of member 3 with a full code typed. */
const atCode = () =>
  run([
    { type: 'emailChanged', email: ' a@b.mn ' },
    { type: 'emailAccepted' },
    { type: 'memberFound', memberId: 3 },
    { type: 'digitsChanged', digits: ['1', '2', '3', '4', '5', '6'] },
  ]);

describe('member assessment state', () => {
  it('starts at the e-mail with six empty digits, consent to publish on', () => {
    const s = initialMemberState();
    expect(s).toMatchObject({
      step: 'email',
      email: '',
      emailError: null,
      digits: ['', '', '', '', '', ''],
      publication: true,
      busy: false,
    });
  });

  it('e-mail step: typing clears the error; a rejection keeps the step; "other" carries its message', () => {
    let s = run([{ type: 'emailRejected', error: 'invalid' }]);
    expect(s).toMatchObject({ step: 'email', emailError: 'invalid' });
    s = run([{ type: 'emailChanged', email: 'x' }], s);
    expect(s).toMatchObject({ email: 'x', emailError: null });
    s = run([{ type: 'emailRejected', error: 'other', message: 'too many' }], s);
    expect(s).toMatchObject({ emailError: 'other', otherError: 'too many' });
    s = run([{ type: 'emailRejected', error: 'unregistered' }], s);
    expect(s).toMatchObject({ step: 'email', emailError: 'unregistered', memberId: null });
  });

  it('e-mail -> code: the member is found, the code starts empty and without error', () => {
    const s = run([
      { type: 'codeRejected', message: 'old' },
      { type: 'memberFound', memberId: 3 },
    ]);
    expect(s).toMatchObject({ step: 'code', memberId: 3, digits: ['', '', '', '', '', ''], codeError: '' });
  });

  it('code step: a wrong code shows its message until the digits change; resend and "other e-mail"', () => {
    let s = run([{ type: 'codeRejected', message: 'wrong' }], atCode());
    expect(s).toMatchObject({ step: 'code', codeError: 'wrong' });
    s = run([{ type: 'digitsChanged', digits: ['9', '', '', '', '', ''] }], s);
    expect(s.codeError).toBe('');
    s = run([{ type: 'resendFailed' }], s);
    expect(s.resendFailed).toBe(true);
    expect(run([{ type: 'resendStarted' }], s).resendFailed).toBe(false);
    expect(run([{ type: 'otherEmail' }], s)).toMatchObject({ step: 'email', email: ' a@b.mn ' });
  });

  it('verified, no result yet: loading, then the answerable sections from the first', () => {
    let s = run([{ type: 'verified', verified: verified(null) }], atCode());
    expect(s).toMatchObject({ step: 'loading', result: null });
    s = run([{ type: 'sectionsLoaded', sections: SECTIONS }], s);
    expect(s).toMatchObject({ step: 'sections', index: 0, sections: SECTIONS });
  });

  it('verified, sections fail to load: back to the code step', () => {
    const s = run([{ type: 'verified', verified: verified(null) }, { type: 'sectionsFailed' }], atCode());
    expect(s.step).toBe('code');
  });

  it('verified with a result but no attachments: straight to the attachment step', () => {
    const s = run([{ type: 'verified', verified: verified(RESULT) }], atCode());
    expect(s).toMatchObject({ step: 'attachments', result: RESULT, verified: { answer_id: 9 } });
  });

  it('verified with a completed attempt: the finished view with the stored result', () => {
    const s = run([{ type: 'verified', verified: verified(RESULT, true) }], atCode());
    expect(s).toMatchObject({ step: 'finished', result: RESULT });
  });

  it('sections: answers, unanswered marks cleared by answering, next/back, the last section', () => {
    let s = run(
      [
        { type: 'verified', verified: verified(null) },
        { type: 'sectionsLoaded', sections: SECTIONS },
      ],
      atCode(),
    );
    s = run([{ type: 'unanswered', ids: [11, 12] }], s);
    expect([...s.highlight]).toEqual([11, 12]);
    s = run([{ type: 'answerChanged', id: 11, answer: { proof: false } }], s);
    expect([...s.highlight]).toEqual([11, 12]); // a proof tick alone is no answer
    s = run([{ type: 'answerChanged', id: 11, answer: { answer: 1, proof: true } }], s);
    expect([...s.highlight]).toEqual([12]);
    expect(s.answers[11]).toEqual({ answer: 1, proof: true });
    s = run([{ type: 'answerChanged', id: 12, answer: { answer: 0, proof: false, comment: 'no' } }], s);
    expect(isLastSection(s)).toBe(false);
    s = run([{ type: 'sectionDone' }], s);
    expect(s).toMatchObject({ step: 'sections', index: 1 });
    expect(s.highlight.size).toBe(0);
    s = run([{ type: 'sectionBack' }], s);
    expect(s.index).toBe(0);
    s = run([{ type: 'sectionDone' }, { type: 'answerChanged', id: 21, answer: { answer: 1, proof: false } }], s);
    expect(isLastSection(s)).toBe(true);
    s = run([{ type: 'sectionDone' }], s);
    expect(s).toMatchObject({ step: 'sections', index: 1 }); // the last one stays while the answers are sent
    expect(Object.keys(s.answers)).toEqual(['11', '12', '21']);
  });

  it('sending: busy with progress, then the result, then the attachments, then sent', () => {
    let s = run(
      [
        { type: 'verified', verified: verified(null) },
        { type: 'sectionsLoaded', sections: SECTIONS },
      ],
      atCode(),
    );
    s = run(
      [
        { type: 'busy', busy: true },
        { type: 'progress', progress: '2 / 3' },
      ],
      s,
    );
    expect(s).toMatchObject({ busy: true, progress: '2 / 3' });
    s = run(
      [
        { type: 'resultReceived', result: RESULT },
        { type: 'busy', busy: false },
        { type: 'progress', progress: '' },
      ],
      s,
    );
    expect(s).toMatchObject({ step: 'result', result: RESULT, busy: false, progress: '' });
    s = run([{ type: 'toAttachments' }], s);
    expect(s).toMatchObject({ step: 'attachments', attachTried: false });
    s = run([{ type: 'attachTried' }], s);
    expect(s.attachTried).toBe(true);
    const doc = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    s = run(
      [
        { type: 'fileChosen', name: 'official_document', file: doc },
        { type: 'fileChosen', name: 'form', file: null },
        { type: 'publicationChanged', publication: false },
      ],
      s,
    );
    expect(s.files).toEqual({ official_document: doc, form: null });
    expect(s.publication).toBe(false);
    s = run([{ type: 'attachmentsSent' }], s);
    expect(s.step).toBe('sent');
  });

  it('a lost session (401) goes back to the e-mail with its message and an empty code', () => {
    const s = run(
      [
        { type: 'verified', verified: verified(RESULT) },
        { type: 'sessionLost', message: 'again' },
      ],
      atCode(),
    );
    expect(s).toMatchObject({
      step: 'email',
      emailError: 'other',
      otherError: 'again',
      digits: ['', '', '', '', '', ''],
      email: ' a@b.mn ',
    });
  });

  it('is pure: the previous state is left as it was', () => {
    const before = atCode();
    const copy = structuredClone(before);
    run(
      [
        { type: 'unanswered', ids: [1] },
        { type: 'answerChanged', id: 1, answer: { answer: 1, proof: false } },
        { type: 'sessionLost', message: 'm' },
      ],
      before,
    );
    expect(before).toEqual(copy);
  });
});
