import { useState, type FormEvent } from 'react';
import { api } from '@client/api-client';
import { t, useToast } from '@admin/kit';
import { BOOTH_MAX } from '@shared/event-exhibitors';

/** A row's booth, edited in place: the input and its save button (enabled once the value changed). */
export function BoothCell({ id, name, booth, onSaved }: { id: number; name: string; booth: string; onSaved: () => Promise<unknown> }) {
  const toast = useToast();
  const [value, setValue] = useState(booth);
  const [saving, setSaving] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const answer = await api.post('/update/exhibitor', { id, booth: value }, 'mw');
      toast.success(answer.message);
      await onSaved();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="exhibitor-booth" onSubmit={save}>
      <input
        value={value}
        maxLength={BOOTH_MAX}
        size={8}
        aria-label={t('admin.week.exhibitors.boothOf', { name })}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="adm-btn adm-btn--small" disabled={saving || value.trim() === booth}>
        {t('admin.week.exhibitors.saveBooth')}
      </button>
    </form>
  );
}
