import { leavesOf, type AssessmentChild, type AssessmentSection } from '@shared/assessment-rules';
import type { Answers, AnswerState } from './QuestionSection';

/** The answers of a flow and the rows marked unanswered after a blocked "next" (both islands). */
export interface AnswerSheet {
  answers: Answers;
  highlight: Set<number>;
}

/** One answer set; answering a marked row unmarks it. */
export function answerChanged(s: AnswerSheet, id: number, next: AnswerState): AnswerSheet {
  const answers = { ...s.answers, [id]: next };
  if (next.answer === undefined || !s.highlight.has(id)) return { answers, highlight: s.highlight };
  return { answers, highlight: new Set([...s.highlight].filter((x) => x !== id)) };
}

/** The answerable questions of `section` still without a yes/no. */
export const unansweredIn = (section: AssessmentSection, answers: Answers): AssessmentChild[] =>
  leavesOf(section).filter((c) => answers[c.id]?.answer === undefined);

/** Moves the focus to the first choice of a question row. */
export const focusQuestion = (c: AssessmentChild) => document.querySelector<HTMLElement>(`[data-cid="${c.cid}"] input`)?.focus();
