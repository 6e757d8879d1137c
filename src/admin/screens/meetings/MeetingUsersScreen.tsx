import { useCallback, useEffect, useRef, useState } from 'react';
import { MEETING_MESSAGES as M, MEETING_USER_FILTERS, type MeetingUserListRow, type MeetingUserRow } from '@shared/meetings';
import {
  ExportButtons,
  GridTable,
  LabeledSelect,
  ResourceForm,
  ScreenHeader,
  SearchBox,
  t,
  useDeleteRow,
  useListPage,
  type ExportLabels,
} from '@admin/kit';
import { meetingUserColumns, meetingUserResource } from './resource';
import { exportMeetingUsers } from './users/export';
import { scheduleColumn } from './users/schedule-links';

type TypeFilter = (typeof MEETING_USER_FILTERS)[number];

/** The data columns, then each person's schedule PDFs (issue 26 §5). */
const USER_COLUMNS = [...meetingUserColumns, scheduleColumn];

const EXPORT_LABELS: ExportLabels = {
  csv: t('meetings.users.exportCsv'),
  xlsx: t('meetings.users.exportXlsx'),
  busy: t('meetings.users.exporting'),
  failed: (message) => t('meetings.users.exportFailed', { message }),
};

/** The delete confirmation names the live meetings a delete cancels (issue 26). */
const confirmDelete = (row: MeetingUserRow) => {
  const live = (row as MeetingUserListRow).live_meetings ?? 0;
  return live > 0 ? t(M.confirmUserDeleteMeetings, { count: live }) : t(M.confirmUserDelete);
};

/**
 * /admin/yellow/meeting-users (spec §2, §8, §9): the users allowed to book meetings by type, 20/50/100
 * a page, in the kit's GridTable (60vh, sorting the loaded page, column moves). The search box and the
 * column filters go to the server (issue 26): they search the whole list and return to page 1.
 * Edit toggles an edit panel above the table (the same row's edit button closes it and forgets the
 * selection); delete asks first and reloads the list, its failures are swallowed (spec §8).
 */
export default function MeetingUsersScreen() {
  const { list, query, setQuery, paging } = useListPage(meetingUserResource, { type: 'all' });
  const type = String(query.type) as TypeFilter;
  // the search box and the column filters are one query: each change keeps the other's values
  const latest = useRef(query);
  latest.current = query;
  const columns = useRef<Record<string, string>>({});
  const search = useCallback((term: string) => setQuery({ ...latest.current, term }), [setQuery]);
  const filterColumns = useCallback(
    (filters: Record<string, string>) => {
      const rest = Object.fromEntries(Object.entries(latest.current).filter(([k]) => !(k in columns.current)));
      columns.current = filters;
      setQuery({ ...rest, ...filters });
    },
    [setQuery],
  );
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
    <>
      <LabeledSelect
        label={t('meetings.users.type')}
        value={type}
        onChange={(e) => setQuery({ ...query, type: e.target.value })}
        data-testid="user-type"
        options={MEETING_USER_FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('meetings.users.all') : f }))}
      />
      <SearchBox
        label={t('meetings.users.search')}
        placeholder={t('meetings.users.searchPlaceholder')}
        onSearch={search}
        data-testid="meeting-user-search"
      />
    </>
  );

  return (
    <section className="adm-screen">
      <ScreenHeader
        title={t('admin.nav.yellow.meeting-users')}
        actions={<ExportButtons run={(format) => exportMeetingUsers(query, format)} labels={EXPORT_LABELS} />}
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
        confirmDelete={confirmDelete}
        editing={selected?.id ?? null}
        onFilters={filterColumns}
      />
    </section>
  );
}
