import { useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import { FieldBox, shown, t, useApiGet, useDebounced, useToast } from '@admin/kit';
import { BOOTH_MAX } from '@shared/event-exhibitors';

interface Chosen {
  id: number;
  name: string;
}

/**
 * Add an exhibitor: a company found by the directory's search on the server (published companies;
 * those already exhibiting are shown but cannot be chosen), and its booth.
 */
export function CompanyPicker({ event, onAdded }: { event: number; onAdded: () => Promise<unknown> }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim());
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [booth, setBooth] = useState('');
  const [errors, setErrors] = useState<{ company_id?: string; booth?: string }>({});
  const [saving, setSaving] = useState(false);
  const searching = term.length >= 2;
  const found = useApiGet('/get/exhibitor-company', { term, event: String(event) }, { site: 'mw', enabled: searching });
  const companies = searching ? (found.data?.companies ?? []) : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return setErrors({ company_id: shown('msg.exhibitors.company') });
    setSaving(true);
    setErrors({});
    try {
      const answer = await api.post('/insert/exhibitor', { company_id: chosen.id, booth, event_id: event }, 'mw');
      toast.success(answer.message);
      setChosen(null);
      setBooth('');
      setText('');
      await onAdded();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const field = err instanceof ApiRequestError && err.field === 'booth' ? 'booth' : 'company_id';
      setErrors({ [field]: message });
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="exhibitor-add" onSubmit={submit} noValidate aria-labelledby="exhibitor-add-title">
      <h2 id="exhibitor-add-title">{t('admin.week.exhibitors.add')}</h2>
      <div className="adm-grid">
        <FieldBox id="exhibitor-company" name="company_id" label={t('admin.week.exhibitors.search')} required error={errors.company_id}>
          <input
            id="exhibitor-company"
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder={t('admin.week.exhibitors.searchPlaceholder')}
            aria-invalid={errors.company_id ? true : undefined}
            aria-controls="exhibitor-company-results"
            onChange={(e) => setText(e.target.value)}
          />
        </FieldBox>
        <FieldBox
          id="exhibitor-booth"
          name="booth"
          label={t('admin.week.exhibitors.booth')}
          help={t('admin.week.exhibitors.boothHelp')}
          error={errors.booth}
        >
          <input
            id="exhibitor-booth"
            value={booth}
            maxLength={BOOTH_MAX}
            aria-invalid={errors.booth ? true : undefined}
            onChange={(e) => setBooth(e.target.value)}
          />
        </FieldBox>
      </div>
      <div id="exhibitor-company-results" className="exhibitor-results" aria-live="polite">
        {searching && found.isFetching && <p className="adm-field__help">{t('admin.week.exhibitors.searching')}</p>}
        {searching && !found.isFetching && companies.length === 0 && (
          <p className="adm-field__help">{t('admin.week.exhibitors.noMatch')}</p>
        )}
        {companies.length > 0 && (
          <ul data-testid="exhibitor-results">
            {companies.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={`exhibitor-result${chosen?.id === c.id ? ' is-chosen' : ''}`}
                  aria-pressed={chosen?.id === c.id}
                  disabled={c.exhibitor}
                  onClick={() => {
                    setChosen({ id: c.id, name: c.name });
                    setErrors({});
                  }}
                >
                  {c.logo ? (
                    <img src={c.logo} alt="" width={32} height={32} loading="lazy" />
                  ) : (
                    <span className="exhibitor-initial">{c.name.charAt(0)}</span>
                  )}
                  <span>{c.name}</span>
                  {c.exhibitor && <span className="adm-badge">{t('admin.week.exhibitors.already')}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="exhibitor-add__foot">
        <p className="exhibitor-chosen" data-testid="exhibitor-chosen">
          {chosen && t('admin.week.exhibitors.chosen', { name: chosen.name })}
        </p>
        <button type="submit" className="adm-btn adm-btn--primary" disabled={saving}>
          {t('admin.week.exhibitors.addButton')}
        </button>
      </div>
    </form>
  );
}
