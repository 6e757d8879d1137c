import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@client/api-client';
import { EVENT_ID } from '@shared/event';
import { REGISTRATION_SEARCH_CATS, registrationSearch } from '@shared/event-registration';
import {
  ExportButtons,
  listKey,
  Modal,
  Options,
  PagedList,
  ResourceForm,
  t,
  useDeleteRow,
  useToast,
  type ExportLabels,
  type ListControls,
} from '@admin/kit';
import { attendeeTypeOptions, registrationResource, type RegistrationRow } from './resource';
import { exportRegistrations } from './export';

/** The search: applied only when both the type and a term are filled (spec §5). */
function Toolbar({ query, setQuery }: ListControls) {
  const events = useQuery({ queryKey: listKey('mw', '/get/event'), queryFn: () => api.get('/get/event', {}, 'mw') });
  const [cat, setCat] = useState(String(query.searchCat ?? ''));
  const [term, setTerm] = useState(String(query.searchTerm ?? ''));
  const event = query.event ?? EVENT_ID;
  const type = String(query.attendeeType ?? '');
  const apply = (next: { event?: unknown; cat?: string; term?: string; type?: string }) => {
    const search = registrationSearch(next.cat ?? cat, next.term ?? term);
    const attendeeType = next.type ?? type;
    setQuery({
      event: Number(next.event ?? event),
      ...(search ? { searchCat: search.cat, searchTerm: search.term } : {}),
      ...(attendeeType ? { attendeeType } : {}),
    });
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
          <Options
            options={(events.data?.event ?? [{ id: EVENT_ID, event: '2025' }]).map((ev) => ({ value: String(ev.id), label: ev.event }))}
          />
        </select>
      </label>
      <label className="adm-inline-field">
        {t('admin.week.register.attendeeType')}
        <select data-testid="attendee-type" value={type} onChange={(e) => apply({ type: e.target.value })}>
          <Options options={[{ value: '', label: t('admin.week.register.allTypes') }, ...attendeeTypeOptions()]} />
        </select>
      </label>
      <label className="adm-inline-field">
        {t('admin.week.register.searchCat')}
        <select data-testid="search-cat" value={cat} onChange={(e) => setCat(e.target.value)}>
          <Options
            options={[
              { value: '', label: t('admin.week.register.chooseCat') },
              ...REGISTRATION_SEARCH_CATS.map((c) => ({ value: c, label: t(`event.register.${c}`) })),
            ]}
          />
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
          apply({ cat: '', term: '', type: '' });
        }}
      >
        {t('admin.week.register.clear')}
      </button>
    </form>
  );
}

const EXPORT_LABELS: ExportLabels = {
  csv: t('admin.week.register.exportCsv'),
  xlsx: t('admin.week.register.exportXlsx'),
  busy: t('admin.week.register.exporting'),
  failed: (message) => t('admin.week.register.exportFailed', { message }),
};

/**
 * /admin/week/register: the registered users of an event, searchable, paged, exportable; a row is
 * corrected in a modal form (the same fields and rules as the add) or deleted after a confirmation.
 */
export default function RegisterScreen() {
  const [editing, setEditing] = useState<RegistrationRow | null>(null);
  const remove = useDeleteRow(registrationResource);
  const toast = useToast();
  const onDelete = (row: RegistrationRow) =>
    remove.mutate(row, {
      onSuccess: () => toast.success(t('admin.week.register.deleted')),
      onError: (err) => toast.error(t('admin.kit.error', { error: err.message })),
    });
  return (
    <section className="adm-screen adm-registrations">
      <PagedList
        resource={registrationResource}
        title={t('admin.week.register.title')}
        initialQuery={{ event: EVENT_ID }}
        actions={({ query }) => (
          <ExportButtons run={(format) => exportRegistrations({ event: EVENT_ID, ...query }, format)} labels={EXPORT_LABELS} />
        )}
        toolbar={(c) => <Toolbar {...c} />}
        onEdit={setEditing}
        onDelete={onDelete}
        confirmDelete={registrationResource.confirmDelete}
      >
        <Modal open={editing !== null} title={t('admin.week.register.editTitle')} onClose={() => setEditing(null)} wide>
          {editing && (
            <ResourceForm
              key={editing.id}
              resource={registrationResource}
              editing={editing}
              onSaved={() => setEditing(null)}
              clearable={false}
            />
          )}
        </Modal>
      </PagedList>
    </section>
  );
}
