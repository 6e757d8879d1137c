import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../shared/api-client';
import { ASSESSMENT_MESSAGES as M, INDEX_PATTERN, parentIndexOf } from '../../../shared/assessment';
import { listKey, ScreenHeader, useApiGet, useConfirm, useToast } from '../../kit';
import './assessment-admin.css';

interface Question {
  id: number;
  cid: string;
  pid: string | null;
  question: string;
  children?: Question[];
}
type Mode = 'A' | 'B' | 'C';

/** The index rules of association-admin.md §5, in order: required, format, then (when changed) unused. */
function useIndexError(cid: string, originalCid: string | null) {
  const [duplicate, setDuplicate] = useState(false);
  const value = cid.trim();
  const format = !value ? M.index : !INDEX_PATTERN.test(value) ? M.indexFormat : null;
  useEffect(() => {
    setDuplicate(false);
    if (format || value === originalCid) return;
    let live = true;
    const timer = setTimeout(() => {
      api
        .get('/check/index', { cid: value })
        .then((r) => live && setDuplicate(r.result.length > 0))
        .catch(() => {});
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, originalCid, format]);
  return format ?? (duplicate ? M.indexDuplicate : null);
}

function QuestionForm({ editing, onDone }: { editing: Question | null; onDone: () => void }) {
  const [cid, setCid] = useState(editing?.cid ?? '');
  const [question, setQuestion] = useState(editing?.question ?? '');
  const [touched, setTouched] = useState(false);
  const [blocked, setBlocked] = useState('');
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const indexError = useIndexError(cid, editing?.cid ?? null);
  const questionError = !question.trim() ? M.question : null;
  const toast = useToast();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (indexError) {
      setBlocked(M.indexBlocked);
      return;
    }
    setBlocked('');
    if (questionError) return;
    const value = cid.trim();
    const body = {
      id: editing?.id,
      originalCid: editing?.cid ?? null,
      cid: value,
      pid: editing && editing.cid === value ? editing.pid : parentIndexOf(value),
      question: question.trim(),
    };
    setBusy(true);
    try {
      await api.post(editing ? '/update/question' : '/insert/question', body);
      toast.success('Амжилттай шинэчлэгдлээ.', 3000);
      onDone();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status < 500) setServerError({ field: err.field, message: err.message });
      else toast.error(`Алдаа гарлаа: ${err instanceof Error ? err.message : ''}`, 5000);
    } finally {
      setBusy(false);
    }
  };

  const shownIndexError = (touched || cid) && indexError ? indexError : serverError?.field === 'cid' ? serverError.message : null;
  return (
    <form className="adm-card adm-form" onSubmit={save} noValidate>
      <h2>{editing ? 'Асуулт засах' : 'Асуулт нэмэх'}</h2>
      <div className="adm-field">
        <label className="adm-field__label" htmlFor="question-cid">
          Индекс <span className="adm-required">*</span>
        </label>
        <input
          id="question-cid"
          className="input"
          value={cid}
          placeholder="7.4.1"
          aria-invalid={shownIndexError ? true : undefined}
          onChange={(e) => {
            setCid(e.target.value);
            setBlocked('');
          }}
          onBlur={() => setTouched(true)}
        />
        <p className="adm-field__help">
          Эцэг индекс: {cid.trim() && INDEX_PATTERN.test(cid.trim()) ? (parentIndexOf(cid.trim()) ?? '—') : '—'}
        </p>
        {shownIndexError && (
          <p className="adm-field__error" data-testid="error-cid">
            {shownIndexError}
          </p>
        )}
      </div>
      <div className="adm-field adm-field--wide">
        <label className="adm-field__label" htmlFor="question-question">
          Асуулт <span className="adm-required">*</span>
        </label>
        <textarea id="question-question" className="textarea" rows={3} value={question} onChange={(e) => setQuestion(e.target.value)} />
        {touched && questionError && (
          <p className="adm-field__error" data-testid="error-question">
            {questionError}
          </p>
        )}
      </div>
      {blocked && (
        <p className="adm-error-box" role="alert" data-testid="error-blocked">
          {blocked}
        </p>
      )}
      {serverError && serverError.field !== 'cid' && <p className="adm-error-box">{serverError.message}</p>}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
          {editing ? 'Хадгалах' : 'Нэмэх'}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={onDone}>
          Болих
        </button>
      </div>
    </form>
  );
}

/** /admin/update-assessment: A the grouped list, B edit/delete, C the add/edit form; cancel returns to A. */
export default function UpdateAssessmentScreen() {
  const [mode, setMode] = useState<Mode>('A');
  const [editing, setEditing] = useState<Question | null>(null);
  const list = useApiGet('/get/assessment-questions');
  const client = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();

  const refresh = () => client.invalidateQueries({ queryKey: listKey('mm', '/get/assessment-questions') });
  const done = () => {
    setEditing(null);
    setMode('A');
    void refresh();
  };
  const remove = async (q: Question) => {
    if (!(await confirm(`${q.cid} асуултыг устгах уу?`))) return;
    try {
      await api.delete('/delete/question', { id: q.id });
      toast.success('Амжилттай устгалаа.', 3000);
      void refresh();
    } catch (err) {
      toast.error(`Алдаа гарлаа: ${err instanceof Error ? err.message : ''}`, 5000);
    }
  };
  const actions = (q: Question) =>
    mode === 'B' && (
      <span className="adm-actions asm-row-actions">
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--small"
          aria-label={`${q.cid} засах`}
          onClick={() => {
            setEditing(q);
            setMode('C');
          }}
        >
          Засах
        </button>
        <button type="button" className="adm-btn adm-btn--danger adm-btn--small" aria-label={`${q.cid} устгах`} onClick={() => remove(q)}>
          Устгах
        </button>
      </span>
    );

  const sections = list.data?.result ?? [];
  return (
    <>
      <ScreenHeader
        title="Үнэлгээний асуултууд"
        actions={
          mode !== 'C' && (
            <>
              <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setMode(mode === 'B' ? 'A' : 'B')}>
                {mode === 'B' ? 'Буцах' : 'Засах'}
              </button>
              <button
                type="button"
                className="adm-btn adm-btn--primary"
                onClick={() => {
                  setEditing(null);
                  setMode('C');
                }}
              >
                Нэмэх
              </button>
            </>
          )
        }
      />
      {mode === 'C' ? (
        <QuestionForm key={editing?.id ?? 'new'} editing={editing} onDone={done} />
      ) : list.isLoading ? (
        <p className="adm-loading">Ачаалж байна…</p>
      ) : sections.length === 0 ? (
        <p className="adm-empty">Асуулт алга байна</p>
      ) : (
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
                    <div className="asm-item">
                      <span className="asm-cid">{q.cid}</span>
                      <span className="asm-text">{q.question}</span>
                      {actions(q)}
                    </div>
                    {!!q.children?.length && (
                      <ol className="asm-list asm-list--sub">
                        {q.children.map((c) => (
                          <li key={c.id} data-cid={c.cid}>
                            <div className="asm-item">
                              <span className="asm-cid">{c.cid}</span>
                              <span className="asm-text">{c.question}</span>
                              {actions(c)}
                            </div>
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
      )}
    </>
  );
}
