import { useEffect, useRef, useState } from 'react';
import { MEETING_USER_FILTERS, type MeetingUserRow } from '@shared/meetings';
import {
  ExportButtons,
  GridTable,
  LabeledSelect,
  ResourceForm,
  ScreenHeader,
  t,
  useDeleteRow,
  useListPage,
  type ExportLabels,
} from '@admin/kit';
import { meetingUserColumns, meetingUserResource } from './resource';
import { exportMeetingUsers } from './users/export';
import { scheduleColumn } from './users/schedule-links';
import './users/meeting-users.css';

type TypeFilter = (typeof MEETING_USER_FILTERS)[number];

/** The data columns, then each person's schedule PDFs (issue 26 §5). */
const USER_COLUMNS = [...meetingUserColumns, scheduleColumn];

const EXPORT_LABELS: ExportLabels = {
  csv: t('meetings.users.exportCsv'),
  xlsx: t('meetings.users.exportXlsx'),
  busy: t('meetings.users.exporting'),
  failed: (message) => t('meetings.users.exportFailed', { message }),
};

/**
 * /admin/yellow/meeting-users (spec §2, §8, §9): the users allowed to book meetings by type, 20/50/100
 * a page, in the kit's GridTable (60vh, sorting, column filters and moves over the loaded page).
 * Edit toggles an edit panel above the table (the same row's edit button closes it and forgets the
 * selection); delete asks first and reloads the list, its failures are swallowed (spec §8).
 */
export default function MeetingUsersScreen() {
  const { list, query, setQuery, paging } = useListPage(meetingUserResource, { type: 'all' });
  const type = String(query.type) as TypeFilter;
  const [selected, setSelected] = useState<MeetingUserRow | null>(null);
  const remove = useDeleteRow(meetingUserResource);
  const panel = useRef<HTMLElement>(null);

  // the panel opens above the table: bring it into view with its first input focused
  useEffect(() => {
    if (!selected) return;
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [selected]);

  const toggle = (row: MeetingUserRow) => setSelected((current) => (current?.id === row.id ? null : row));
  const close = () => setSelected(null);
  const deleteUser = async (row: MeetingUserRow) => {
    try {
      await remove.mutateAsync(row);
      if (selected?.id === row.id) close();
    } catch {
      // spec §8: a failed delete is swallowed (the row simply stays)
    }
  };

  const toolbar = (
    <LabeledSelect
      label={t('meetings.users.type')}
      value={type}
      onChange={(e) => setQuery({ type: e.target.value })}
      data-testid="user-type"
      options={MEETING_USER_FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('meetings.users.all') : f }))}
    />
  );

  return (
    <section className="adm-screen">
      <ScreenHeader
        title={t('admin.nav.yellow.meeting-users')}
        actions={<ExportButtons run={(format) => exportMeetingUsers(type, format)} labels={EXPORT_LABELS} />}
      />
      {selected && (
        <section ref={panel} className="adm-card mu-edit" aria-labelledby="meeting-user-edit-title" data-testid="meeting-user-edit">
          <header className="adm-screen__head">
            <h2 id="meeting-user-edit-title">{t('meetings.users.edit')}</h2>
            <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={close}>
              {t('admin.kit.close')}
            </button>
          </header>
          <ResourceForm resource={meetingUserResource} editing={selected} onSaved={close} onClear={close} />
        </section>
      )}
      <GridTable<MeetingUserRow>
        caption={t('admin.nav.yellow.meeting-users')}
        columns={USER_COLUMNS}
        rows={list.data?.rows ?? []}
        rowKey={(row) => row.id}
        empty={meetingUserResource.empty}
        loading={list.isFetching}
        paging={paging}
        toolbar={toolbar}
        onEdit={toggle}
        onDelete={deleteUser}
        confirmDelete={meetingUserResource.confirmDelete}
        editing={selected?.id ?? null}
      />
    </section>
  );
}
