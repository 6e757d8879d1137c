import { t } from '@admin/kit';
import type { Question, Section } from './questions';

interface Props {
  sections: Section[];
  /** B shows each question's edit and delete buttons. */
  mode: 'A' | 'B';
  onEdit: (q: Question) => void;
  onDelete: (q: Question) => void;
}

/** Modes A and B of the question editor: questions grouped by main index and title, with their sub-questions. */
export function QuestionGroups({ sections, mode, onEdit, onDelete }: Props) {
  const buttons = [
    { variant: 'adm-btn--ghost', aria: 'admin.assessment.questions.editOne', label: 'admin.kit.edit', act: onEdit },
    { variant: 'adm-btn--danger', aria: 'admin.assessment.questions.deleteOne', label: 'admin.kit.delete', act: onDelete },
  ] as const;
  const actions = (q: Question) =>
    mode === 'B' && (
      <span className="adm-actions asm-row-actions">
        {buttons.map(({ variant, aria, label, act }) => (
          <button
            key={label}
            type="button"
            className={`adm-btn ${variant} adm-btn--small`}
            aria-label={t(aria, { cid: q.cid })}
            onClick={() => act(q)}
          >
            {t(label)}
          </button>
        ))}
      </span>
    );
  const item = (q: Question) => (
    <div className="asm-item">
      <span className="asm-cid">{q.cid}</span>
      <span className="asm-text">{q.question}</span>
      {actions(q)}
    </div>
  );

  return (
    <div className="asm-editor" data-mode={mode}>
      {sections.map((s) => (
        <section key={s.id} className="adm-card asm-group" data-testid={`section-${s.mainIndex}`}>
          <h2 className="asm-group__title">
            <span className="asm-cid">{s.mainIndex}</span> {s.mainTitle}
            {actions({ id: s.id, cid: s.mainIndex, pid: null, question: s.mainTitle })}
          </h2>
          <ol className="asm-list">
            {s.questions.map((q) => (
              <li key={q.id} data-cid={q.cid}>
                {item(q)}
                {!!q.children?.length && (
                  <ol className="asm-list asm-list--sub">
                    {q.children.map((c) => (
                      <li key={c.id} data-cid={c.cid}>
                        {item(c)}
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
