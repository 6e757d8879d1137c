import { LabeledSelect, ListFormScreen } from '@admin/kit';
import { t } from '@admin/i18n';
import { EVENT_ID } from '@shared/event';
import { agendaResource, useLanguageOptions } from './agenda';
import { EVENT_OPTIONS } from './presenters';

/**
 * /admin/week/agenda: agenda images (10/20/50) filtered by edition (the spec's event selector,
 * default the current one) and language (default all); add, edit, delete, full-screen view.
 */
export default function AgendaScreen() {
  const languages = useLanguageOptions();
  return (
    <ListFormScreen
      resource={agendaResource}
      title={t('admin.week.program.agenda')}
      addTitle={t('admin.week.program.addAgenda')}
      editTitle={t('admin.week.program.editAgenda')}
      initialQuery={{ event: EVENT_ID, language: 'all' }}
      filters={({ query, setQuery }) => (
        <>
          <LabeledSelect
            label={t('admin.week.program.event')}
            value={String(query.event)}
            onChange={(e) => setQuery({ event: e.target.value, language: query.language })}
            data-testid="agenda-event"
            options={EVENT_OPTIONS}
          />
          <LabeledSelect
            label={t('admin.week.program.language')}
            value={String(query.language)}
            onChange={(e) => setQuery({ event: query.event, language: e.target.value })}
            data-testid="agenda-language"
            options={[{ value: 'all', label: t('admin.week.program.allLanguages') }, ...languages]}
          />
        </>
      )}
    />
  );
}
