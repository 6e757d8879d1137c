import { LabeledSelect, ListFormScreen } from '@admin/kit';
import { t } from '@admin/i18n';
import { EVENT_ID } from '@shared/event';
import { EVENT_OPTIONS, presenterResource } from './presenters';

/** /admin/week/presenters: presenters of an event by queue order (20/50/100), add, edit, delete. */
export default function PresentersScreen() {
  return (
    <ListFormScreen
      resource={presenterResource}
      title={t('admin.week.program.presenters')}
      addTitle={t('admin.week.program.addPresenter')}
      editTitle={t('admin.week.program.editPresenter')}
      initialQuery={{ event: EVENT_ID }}
      filters={({ query, setQuery }) => (
        <LabeledSelect
          label={t('admin.week.program.event')}
          value={String(query.event)}
          onChange={(e) => setQuery({ event: e.target.value })}
          data-testid="presenter-event"
          options={EVENT_OPTIONS}
        />
      )}
    />
  );
}
