import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@client/api-client';
import { EVENT_ID } from '@shared/event';
import { REGISTRATION_SEARCH_CATS, registrationSearch } from '@shared/event-registration';
import { listKey, PagedList, t, useToast, type ExportFormat, type ListControls } from '@admin/kit';
import { registrationResource } from './resource';
import { exportRegistrations } from './export';
import './registrations.css';

/** The search: applied only when both the type and a term are filled (spec §5). */
function Toolbar({ query, setQuery }: ListControls) {
  const events = useQuery({ queryKey: listKey('mw', '/get/event'), queryFn: () => api.get('/get/event', {}, 'mw') });
  const [cat, setCat] = useState(String(query.searchCat ?? ''));
  const [term, setTerm] = useState(String(query.searchTerm ?? ''));
  const event = query.event ?? EVENT_ID;
  const apply = (next: { event?: unknown; cat?: string; term?: string }) => {
    const search = registrationSearch(next.cat ?? cat, next.term ?? term);
    setQuery({ event: Number(next.event ?? event), ...(search ? { searchCat: search.cat, searchTerm: search.term } : {}) });
  };
  return (
    <form
      className="adm-toolbar-filters"
      onSubmit={(e) => {
        e.preventDefault();
        apply({});
      }}
    >
      <label className="adm-inline-field">
        {t('admin.week.register.event')}
        <select data-testid="event" value={String(event)} onChange={(e) => apply({ event: e.target.value })}>
          {(events.data?.event ?? [{ id: EVENT_ID, event: '2025' }]).map((ev) => (
            <option key={ev.id} value={ev.id}>
              {ev.event}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-inline-field">
        {t('admin.week.register.searchCat')}
        <select data-testid="search-cat" value={cat} onChange={(e) => setCat(e.target.value)}>
          <option value="">{t('admin.week.register.chooseCat')}</option>
          {REGISTRATION_SEARCH_CATS.map((c) => (
            <option key={c} value={c}>
              {t(`event.register.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-inline-field">
        {t('admin.week.register.searchTerm')}
        <input data-testid="search-term" type="search" value={term} maxLength={200} onChange={(e) => setTerm(e.target.value)} />
      </label>
      <button type="submit" className="adm-btn adm-btn--primary adm-btn--small">
        {t('admin.week.register.search')}
      </button>
      <button
        type="button"
        className="adm-btn adm-btn--ghost adm-btn--small"
        onClick={() => {
          setCat('');
          setTerm('');
          apply({ cat: '', term: '' });
        }}
      >
        {t('admin.week.register.clear')}
      </button>
    </form>
  );
}

function ExportButtons({ query }: ListControls) {
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await exportRegistrations({ event: EVENT_ID, ...query }, format);
    } catch (err) {
      toast.error(t('admin.week.register.exportFailed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(null);
    }
  };
  return (['csv', 'xlsx'] as const).map((format) => (
    <button key={format} type="button" className="adm-btn adm-btn--ghost" disabled={busy !== null} onClick={() => run(format)}>
      {busy === format
        ? t('admin.week.register.exporting')
        : t(format === 'csv' ? 'admin.week.register.exportCsv' : 'admin.week.register.exportXlsx')}
    </button>
  ));
}

/** /admin/week/register: the registered users of an event, searchable, paged, exportable. */
export default function RegisterScreen() {
  return (
    <section className="adm-screen">
      <PagedList
        resource={registrationResource}
        title={t('admin.week.register.title')}
        initialQuery={{ event: EVENT_ID }}
        actions={(c) => <ExportButtons {...c} />}
        toolbar={(c) => <Toolbar {...c} />}
      />
    </section>
  );
}
