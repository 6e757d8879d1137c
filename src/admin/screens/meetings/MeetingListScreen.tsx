import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEETING_DEFAULT_LIMIT, MEETING_PAGE_SIZES, MEETING_STATUS_FILTERS, MEETING_MESSAGES as M } from '@shared/meetings';
import { LabeledSelect, listKey, PagedList, SearchBox, t, type ListResource, type ListRow } from '@admin/kit';
import { MeetingActions } from './organiser/MeetingActions';
import { MeetingDetail, StatusBadge, meetingDay, meetingHours, statusLabel } from './schedule/MeetingDetail';

type MeetingListRow = ListRow<'/yellow-page/get/meetings', 'meetings', 'yp'>;

/**
 * /admin/yellow/meeting-list: the meetings by state (all, accepted, pending, cancelled), a search by
 * participant or number and a day (both on the server, issue 26), 20/50/100 a page, a detail modal.
 */
export default function MeetingListScreen() {
  const [detail, setDetail] = useState<MeetingListRow | null>(null);
  const client = useQueryClient();
  const resource: ListResource<MeetingListRow> = {
    name: 'meeting-list',
    site: 'yp',
    list: { path: '/yellow-page/get/meetings', key: 'meetings', pageSizes: MEETING_PAGE_SIZES, defaultLimit: MEETING_DEFAULT_LIMIT },
    columns: [
      { label: t('meetings.schedule.list.number'), render: (r) => <span className="ms-nowrap">{r.meeting_number}</span> },
      { label: t('meetings.schedule.list.date'), render: (r) => meetingDay(r.meeting_date) },
      {
        label: t('meetings.schedule.list.time'),
        render: (r) => <span className="ms-nowrap">{meetingHours(r.meeting_time, r.end_time)}</span>,
      },
      { label: t('meetings.schedule.list.sender'), key: 'sender_name' },
      { label: t('meetings.schedule.list.receiver'), key: 'receiver_name' },
      {
        label: t('meetings.schedule.list.room'),
        // the room, and under it a live meeting's table (issue 26 §5; a cancelled one gave its table up)
        render: (r) => (
          <>
            <span className="ms-nowrap">{r.room_number}</span>
            {r.meeting_status !== 'cancelled' && (
              <span className="mo-seat" data-testid="meeting-table" data-table={r.table}>
                {t('meetings.organiser.tableOf', { n: r.table })}
              </span>
            )}
          </>
        ),
      },
      { label: t('meetings.schedule.list.status'), render: (r) => <StatusBadge status={r.meeting_status} /> },
      {
        label: t('admin.kit.actions'),
        render: (r) => (
          <button
            type="button"
            className="adm-btn adm-btn--small"
            aria-label={t('meetings.schedule.list.detailOf', { number: r.meeting_number })}
            onClick={() => setDetail(r)}
          >
            {t('meetings.schedule.list.detail')}
          </button>
        ),
      },
    ],
    empty: t(M.empty),
  };

  return (
    <section className="adm-screen">
      <PagedList<MeetingListRow>
        resource={resource}
        title={t('meetings.schedule.list.title')}
        initialQuery={{ type: 'all' }}
        busyWhileFetching
        toolbar={({ query, setQuery }) => (
          <>
            <LabeledSelect
              label={t('meetings.schedule.list.status')}
              value={String(query.type ?? 'all')}
              onChange={(e) => setQuery({ ...query, type: e.target.value })}
              data-testid="meeting-status"
              options={MEETING_STATUS_FILTERS.map((s) => ({
                value: s,
                label: s === 'all' ? t('meetings.schedule.list.all') : statusLabel(s),
              }))}
            />
            {/* issue 26: searched on the server over the whole list (either person, both languages, or the number) */}
            <SearchBox
              label={t('meetings.schedule.list.search')}
              placeholder={t('meetings.schedule.list.searchPlaceholder')}
              onSearch={(term) => setQuery({ ...query, term })}
              data-testid="meeting-search"
            />
            <label className="adm-inline-field">
              <span>{t('meetings.schedule.list.day')}</span>
              <input
                type="date"
                value={String(query.date ?? '')}
                onChange={(e) => setQuery({ ...query, date: e.target.value })}
                data-testid="meeting-day"
              />
            </label>
          </>
        )}
      >
        <MeetingDetail meeting={detail} onClose={() => setDetail(null)}>
          {detail && (
            <MeetingActions
              key={detail.id}
              meeting={detail}
              onDone={() => {
                setDetail(null);
                for (const path of ['/yellow-page/get/meetings', '/yellow-page/get/meeting-move-options'])
                  void client.invalidateQueries({ queryKey: listKey('yp', path) });
              }}
            />
          )}
        </MeetingDetail>
      </PagedList>
    </section>
  );
}
