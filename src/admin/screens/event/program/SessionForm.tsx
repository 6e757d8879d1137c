import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { api, ApiRequestError } from '@client/api-client';
import { FieldBox, FormFields, t, useInvalidate, useSchemaForm, useToast, type Option, type Values } from '@admin/kit';
import { sessionFields, sessionResource as resource, type SessionRow, type SpeakerRow } from './sessions';

interface Props {
  event: number;
  day: number;
  editing: SessionRow | null;
  halls: Option[];
  speakers: SpeakerRow[];
  onSaved: () => void;
}

/**
 * A session's add/edit form: the kit's fields (validated by the server's own schema) and the
 * speakers, chosen one after another from the edition's presenters (the order they are added is
 * the order the session lists them).
 */
export function SessionForm({ event, day, editing, halls, speakers, onSaved }: Props) {
  const toast = useToast();
  const invalidate = useInvalidate(resource);
  const fields = useMemo(() => sessionFields(halls), [halls]);
  const initial = useMemo<Values>(
    () =>
      editing
        ? { ...resource.fromRow!(editing), id: editing.id }
        : { ...resource.defaults({}), event_id: String(event), event_date_id: String(day) },
    [editing, event, day],
  );
  const schema = editing ? resource.schema.update! : resource.schema.insert;
  const { control, handleSubmit, reset, setError, formState } = useSchemaForm(schema, initial);
  const values = useWatch({ control }) as Values;

  const submit = handleSubmit(async (raw) => {
    try {
      await api.post(editing ? '/update/session' : '/insert/session', raw as never, 'mw');
      await invalidate();
      toast.success(editing ? t('admin.week.program.updated') : t('admin.week.program.added'));
      if (!editing) reset(initial);
      onSaved();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof ApiRequestError && err.field) setError(err.field, { type: 'server', message });
      toast.error(t('admin.kit.error', { error: message }));
    }
  });

  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="session-form">
      <FormFields fields={fields} control={control} name="session" values={values} mode={editing ? 'edit' : 'add'} />
      <Controller
        name="speaker_ids"
        control={control}
        render={({ field, fieldState }) => (
          <SpeakerPicker
            speakers={speakers}
            value={(field.value as number[]) ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="adm-form__actions">
        <button
          type="submit"
          className={editing ? 'adm-btn adm-btn--primary adm-btn--edit' : 'adm-btn adm-btn--primary'}
          data-mode={editing ? 'edit' : 'add'}
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? t('admin.kit.saving') : editing ? t('admin.kit.save') : t('admin.kit.add')}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => reset(initial)}>
          {t('admin.kit.clear')}
        </button>
      </div>
    </form>
  );
}

/** The chosen speakers in order (each removable) and a select adding one more from the others. */
function SpeakerPicker({
  speakers,
  value,
  onChange,
  error,
}: {
  speakers: SpeakerRow[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const [choice, setChoice] = useState('');
  const byId = new Map(speakers.map((s) => [s.id, s]));
  const name = (id: number) => (byId.get(id) ? `${byId.get(id)!.name_mn} / ${byId.get(id)!.name_en}` : `#${id}`);
  const others = speakers.filter((s) => !value.includes(s.id));
  return (
    <FieldBox id="session-speakers" name="speaker_ids" label={t('admin.week.sessions.speakers')} wide error={error}>
      {value.length > 0 && (
        <ol className="session-speakers" data-testid="session-speakers">
          {value.map((id) => (
            <li key={id}>
              <span>{name(id)}</span>
              <button
                type="button"
                className="adm-btn adm-btn--small adm-btn--ghost"
                aria-label={t('admin.week.sessions.removeSpeaker', { name: name(id) })}
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      {speakers.length === 0 ? (
        <p className="adm-muted">{t('admin.week.sessions.noSpeakers')}</p>
      ) : (
        <div className="adm-inline-field">
          <select
            id="session-speakers"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            aria-label={t('admin.week.sessions.chooseSpeaker')}
          >
            <option value="">{t('admin.week.sessions.chooseSpeaker')}</option>
            {others.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name_mn} / {s.name_en}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="adm-btn adm-btn--small"
            disabled={!choice}
            onClick={() => {
              onChange([...value, Number(choice)]);
              setChoice('');
            }}
          >
            {t('admin.week.sessions.addSpeaker')}
          </button>
        </div>
      )}
    </FieldBox>
  );
}
