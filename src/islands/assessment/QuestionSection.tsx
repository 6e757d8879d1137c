import type { AssessmentSection } from '@shared/assessment-rules';
import type { AssessTexts } from './common';

export interface AnswerState {
  answer?: 0 | 1;
  proof: boolean;
  /** member flow only */
  comment?: string;
  proof_file?: File | null;
}
export type Answers = Record<number, AnswerState>;

interface Props {
  section: AssessmentSection;
  answers: Answers;
  onChange: (id: number, next: AnswerState) => void;
  /** Rows to highlight (unanswered after a blocked "next"). */
  highlight: Set<number>;
  texts: AssessTexts;
  /** The member flow adds a proof file and a comment per child. */
  member?: boolean;
}

/**
 * One question group: per child a yes/no choice (radio group named by the question), a proof
 * checkbox and, for members, an optional proof file and a comment. Unanswered rows are marked.
 */
export default function QuestionSection({ section, answers, onChange, highlight, texts, member = false }: Props) {
  return (
    <div className="assess-questions">
      {section.questions.map((q) => {
        const isGroup = !(q.children.length === 1 && q.children[0].id === q.id);
        return (
          <div key={q.id} className="assess-question">
            {isGroup && (
              <h3 className="assess-question__group">
                <span className="assess-cid">{q.cid}</span> {q.question}
              </h3>
            )}
            {q.children.map((c) => {
              const a = answers[c.id] ?? { proof: false };
              const missing = highlight.has(c.id);
              const set = (patch: Partial<AnswerState>) => onChange(c.id, { ...a, ...patch });
              return (
                <fieldset
                  key={c.id}
                  className="assess-row"
                  data-missing={missing || undefined}
                  data-cid={c.cid}
                  aria-invalid={missing || undefined}
                >
                  <legend className="assess-row__question">
                    <span className="assess-cid">{c.cid}</span> {c.question}
                  </legend>
                  <div className="assess-row__controls">
                    <label className="assess-choice">
                      <input type="radio" name={`q-${c.id}`} value="1" checked={a.answer === 1} onChange={() => set({ answer: 1 })} />
                      {texts['assess.yes']}
                    </label>
                    <label className="assess-choice">
                      <input type="radio" name={`q-${c.id}`} value="0" checked={a.answer === 0} onChange={() => set({ answer: 0 })} />
                      {texts['assess.no']}
                    </label>
                    <label className="check assess-proof">
                      <input type="checkbox" checked={a.proof} onChange={(e) => set({ proof: e.target.checked })} />
                      {texts['assess.proof']}
                    </label>
                  </div>
                  {member && (
                    <div className="assess-row__extra auto-grid">
                      <label className="field">
                        <span className="label">{texts['assess.proofFile']}</span>
                        <input
                          className="input"
                          type="file"
                          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                          onChange={(e) => set({ proof_file: e.target.files?.[0] ?? null, proof: e.target.files?.[0] ? true : a.proof })}
                        />
                      </label>
                      <label className="field">
                        <span className="label">{texts['assess.comment']}</span>
                        <input
                          className="input"
                          type="text"
                          maxLength={2000}
                          value={a.comment ?? ''}
                          onChange={(e) => set({ comment: e.target.value })}
                        />
                      </label>
                    </div>
                  )}
                </fieldset>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
