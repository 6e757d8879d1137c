import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiRequestError } from '@client/api-client';
import { MEETING_MESSAGE_MS, MEETING_MESSAGES as M, MEETING_TIME_STEP_SECONDS, type MeetingTimeInput } from '@shared/meetings';
import { meetingTimeInsertSchema } from '@shared/meeting-schedule';
import { shownResolver, t, useToast } from '@admin/kit';

type Name = keyof MeetingTimeInput;
const EMPTY: MeetingTimeInput = { date: '', start_time: '', end_time: '' };
const FIELDS: { name: Name; label: Parameters<typeof t>[0]; type: 'date' | 'time' }[] = [
  { name: 'date', label: 'meetings.schedule.time.date', type: 'date' },
  { name: 'start_time', label: 'meetings.schedule.time.start', type: 'time' },
  { name: 'end_time', label: 'meetings.schedule.time.end', type: 'time' },
];

/**
 * The whole hours of a day as 24-hour choices ('00:00' … '23:00'): the spec's step of 3600 s, and no
 * AM/PM whatever the browser's locale (an en-US `<input type="time">` shows 12-hour; issue 26).
 */
const HOURS = Array.from({ length: 86400 / MEETING_TIME_STEP_SECONDS }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/**
 * Mode B: a day and an hour range (whole hours, 24-hour selects). The server's schema checks the three
 * required messages before anything is sent; its refusal (an overlap, an end not after the start)
 * shows under the field, with 'Алдаа гарлаа.' for 5 s. A successful add clears the form.
 */
export function TimeForm({ onAdded, onBack }: { onAdded: () => Promise<unknown>; onBack: () => void }) {
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<MeetingTimeInput>({
    resolver: shownResolver(zodResolver(meetingTimeInsertSchema, undefined, { raw: true })),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await api.post('/yellow-page/insert/meeting-time', values, 'yp');
      toast.success(t(M.added), MEETING_MESSAGE_MS);
      reset(EMPTY);
      await onAdded();
    } catch (err) {
      toast.error(t(M.error), MEETING_MESSAGE_MS);
      if (!(err instanceof ApiRequestError) || err.status >= 500) return;
      if (FIELDS.some((f) => f.name === err.field)) setError(err.field as Name, { type: 'server', message: err.message });
      else setRefusal(err.message);
    }
  });
  const clear = () => {
    reset(EMPTY);
    setRefusal(null);
  };

  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="meeting-time-form">
      <div className="adm-grid">
        {FIELDS.map((f) => {
          const id = `meeting-time-${f.name}`;
          const error = errors[f.name]?.message;
          return (
            <div key={f.name} className="adm-field">
              <label htmlFor={id} className="adm-field__label">
                {t(f.label)}
                <span className="adm-required">*</span>
              </label>
              {f.type === 'time' ? (
                <select
                  id={id}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : 'meeting-time-hint'}
                  data-step={MEETING_TIME_STEP_SECONDS}
                  {...register(f.name)}
                >
                  <option value="">--:--</option>
                  {HOURS.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  type={f.type}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : 'meeting-time-hint'}
                  {...register(f.name)}
                />
              )}
              {error && (
                <p id={`${id}-error`} className="adm-field__error" data-testid={`error-${f.name}`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p id="meeting-time-hint" className="adm-field__help">
        {t('meetings.schedule.time.hint')}
      </p>
      {refusal && (
        <p className="adm-field__error" role="alert" data-testid="meeting-time-refusal">
          {refusal}
        </p>
      )}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={isSubmitting}>
          {t('admin.kit.add')}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={clear}>
          {t('admin.kit.clear')}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={onBack}>
          {t('admin.kit.back')}
        </button>
      </div>
    </form>
  );
}
