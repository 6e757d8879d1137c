import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { api, ApiRequestError } from '@client/api-client';
import { ASSESSMENT_MESSAGES as M, INDEX_PATTERN, parentIndexOf, questionSchema } from '@shared/assessment';
import { shown, shownResolver, t, useToast } from '@admin/kit';
import type { Question } from './questions';
import { useIndexDuplicate } from './useIndexDuplicate';

/** The form's part of the server's schema: the same messages, trimmed values. */
const formSchema = questionSchema.pick({ cid: true, question: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The first message of the schema for one field of the current values (shown while the admin types). */
function liveError(values: Partial<FormInput>, field: keyof FormInput): string | null {
  const parsed = formSchema.safeParse(values);
  const message = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  return message ? shown(message) : null;
}

/**
 * Mode C of the question editor. The index rules of association-admin.md §5, in order: required,
 * format, then (when changed) unused; save is blocked while an index error exists.
 */
export function QuestionForm({ editing, onDone }: { editing: Question | null; onDone: () => void }) {
  const { register, handleSubmit, control, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: shownResolver(zodResolver(formSchema)),
    defaultValues: { cid: editing?.cid ?? '', question: editing?.question ?? '' },
  });
  const values = useWatch({ control });
  const [blocked, setBlocked] = useState('');
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const toast = useToast();

  const cid = values.cid ?? '';
  const formatError = liveError(values, 'cid');
  const duplicate = useIndexDuplicate(cid.trim(), editing?.cid ?? null, !formatError);
  const indexError = formatError ?? (duplicate ? t(M.indexDuplicate) : null);
  const questionError = liveError(values, 'question');
  // as before the kit: errors show once the index was left or a save was tried (the index's also while it has text)
  const touched = formState.isSubmitted || !!formState.touchedFields.cid;

  const blockOnIndexError = () => {
    setServerError(null);
    setBlocked(indexError ? t(M.indexBlocked) : '');
    return !!indexError;
  };
  const save = handleSubmit(async (value) => {
    if (blockOnIndexError()) return;
    const body = {
      id: editing?.id,
      originalCid: editing?.cid ?? null,
      cid: value.cid,
      pid: editing && editing.cid === value.cid ? editing.pid : parentIndexOf(value.cid),
      question: value.question,
    };
    try {
      await api.post(editing ? '/update/question' : '/insert/question', body);
      toast.success(t('admin.kit.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status < 500) setServerError({ field: err.field, message: err.message });
      else toast.error(t('admin.kit.error', { error: err instanceof Error ? err.message : '' }));
    }
  }, blockOnIndexError);

  const shownIndexError = (touched || cid) && indexError ? indexError : serverError?.field === 'cid' ? serverError.message : null;
  const parent = cid.trim() && INDEX_PATTERN.test(cid.trim()) ? (parentIndexOf(cid.trim()) ?? '—') : '—';
  return (
    <form className="adm-card adm-form" onSubmit={save} noValidate>
      <h2>{editing ? t('admin.assessment.questions.edit') : t('admin.assessment.questions.add')}</h2>
      <div className="adm-field">
        <label className="adm-field__label" htmlFor="question-cid">
          {t('admin.assessment.questions.index')} <span className="adm-required">*</span>
        </label>
        <input
          id="question-cid"
          className="input"
          placeholder="7.4.1"
          aria-invalid={shownIndexError ? true : undefined}
          {...register('cid', { onChange: () => setBlocked('') })}
        />
        <p className="adm-field__help">{t('admin.assessment.questions.parent', { pid: parent })}</p>
        {shownIndexError && (
          <p className="adm-field__error" data-testid="error-cid">
            {shownIndexError}
          </p>
        )}
      </div>
      <div className="adm-field adm-field--wide">
        <label className="adm-field__label" htmlFor="question-question">
          {t('admin.assessment.question')} <span className="adm-required">*</span>
        </label>
        <textarea id="question-question" className="textarea" rows={3} {...register('question')} />
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
        <button type="submit" className="adm-btn adm-btn--primary" disabled={formState.isSubmitting}>
          {editing ? t('admin.kit.save') : t('admin.kit.add')}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={onDone}>
          {t('admin.kit.cancel')}
        </button>
      </div>
    </form>
  );
}
