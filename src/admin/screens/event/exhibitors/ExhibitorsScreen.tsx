import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from '@client/api-client';
import { DataTable, LabeledSelect, ReorderTable, ScreenHeader, listKey, t, useApiGet, useToast, type Column } from '@admin/kit';
import { EVENT_ID } from '@shared/event';
import { EVENT_CHOICES } from '@shared/event-program';
import { BoothCell } from './BoothCell';
import { CompanyPicker } from './CompanyPicker';

type ExhibitorRow = ApiAnswer<'/get/exhibitor', 'get', 'mw'>['exhibitor'][number];
const EVENT_OPTIONS = EVENT_CHOICES.map((e) => ({ value: String(e.id), label: e.name }));
const LIST = '/get/exhibitor';

const Logo = ({ row }: { row: ExhibitorRow }) =>
  row.logo ? (
    <img className="adm-thumb exhibitor-logo" src={row.logo} alt="" width={48} height={48} loading="lazy" />
  ) : (
    <span className="exhibitor-initial">{row.name_mn.charAt(0)}</span>
  );

/**
 * /admin/week/exhibitors (issue 27 §5): an edition's exhibitors. Add a directory company found by the
 * server's search with its booth, change a booth in place, remove one (after a confirmation), and
 * reorder the list; every change rebuilds `/mw/exhibitors`.
 */
export default function ExhibitorsScreen() {
  const [event, setEvent] = useState<number>(EVENT_ID);
  const [ordering, setOrdering] = useState(false);
  const toast = useToast();
  const client = useQueryClient();
  const list = useApiGet(LIST, { event: String(event) }, { site: 'mw' });
  const rows = list.data?.exhibitor ?? [];
  const reload = () => client.invalidateQueries({ queryKey: listKey('mw', LIST) });

  const name = (r: ExhibitorRow) => r.name_mn || r.name_en;
  const own: Column<ExhibitorRow>[] = [
    { label: t('admin.week.exhibitors.logo'), render: (r) => <Logo row={r} /> },
    {
      label: t('admin.week.exhibitors.nameMn'),
      render: (r) => (
        <>
          {r.name_mn}
          {!r.published && <span className="adm-badge adm-badge--off exhibitor-hidden">{t('admin.week.exhibitors.notPublished')}</span>}
        </>
      ),
    },
    { label: t('admin.week.exhibitors.nameEn'), key: 'name_en' },
  ];
  const columns: Column<ExhibitorRow>[] = [
    { label: t('admin.week.exhibitors.sequence'), render: (r) => rows.indexOf(r) + 1, numeric: true },
    ...own,
    {
      label: t('admin.week.exhibitors.booth'),
      render: (r) => <BoothCell key={`${r.id}:${r.booth}`} id={r.id} name={name(r)} booth={r.booth} onSaved={reload} />,
    },
  ];

  const remove = async (r: ExhibitorRow) => {
    try {
      toast.success((await api.delete('/delete/exhibitor', { id: r.id }, 'mw')).message);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
    await reload();
  };
  const saveOrder = async (order: ExhibitorRow[]) => {
    try {
      const body = { event_id: event, exhibitors: order.map((r, k) => ({ id: r.id, sequence: k + 1 })) };
      toast.success((await api.post('/update/exhibitor-sequence', body, 'mw')).message);
      setOrdering(false);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
    await reload();
  };

  const actions = (
    <>
      <LabeledSelect
        label={t('admin.week.exhibitors.event')}
        value={String(event)}
        options={EVENT_OPTIONS}
        data-testid="exhibitor-event"
        onChange={(e) => {
          setEvent(Number(e.target.value));
          setOrdering(false);
        }}
      />
      {ordering ? (
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setOrdering(false)}>
          {t('admin.week.exhibitors.back')}
        </button>
      ) : (
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setOrdering(true)} disabled={rows.length < 2}>
          {t('admin.week.exhibitors.order')}
        </button>
      )}
    </>
  );

  return (
    <section className="adm-screen exhibitors-screen">
      <ScreenHeader title={t('admin.week.exhibitors.title')} actions={actions} />
      {!ordering && (
        <div className="adm-card">
          <CompanyPicker event={event} onAdded={reload} />
        </div>
      )}
      <div className="adm-card">
        <p className="exhibitor-total" data-testid="total">
          {t('admin.week.exhibitors.total', { n: rows.length })}
        </p>
        {ordering ? (
          <ReorderTable<ExhibitorRow>
            testId="exhibitor-order"
            caption={t('admin.week.exhibitors.order')}
            rows={rows}
            rowKey={(r) => r.id}
            columns={own}
            labels={{
              old: t('admin.week.exhibitors.oldSequence'),
              sequence: t('admin.week.exhibitors.sequence'),
              move: t('admin.week.exhibitors.move'),
              up: t('admin.week.exhibitors.up'),
              down: t('admin.week.exhibitors.down'),
              save: t('admin.week.exhibitors.saveOrder'),
            }}
            onSave={saveOrder}
          />
        ) : (
          <DataTable<ExhibitorRow>
            testId="exhibitor-list"
            caption={t('admin.week.exhibitors.title')}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            empty={t('admin.week.exhibitors.empty')}
            loading={list.isLoading}
            onDelete={(r) => void remove(r)}
            confirmDelete={(r) => t('admin.week.exhibitors.confirmDelete', { name: name(r) })}
          />
        )}
      </div>
    </section>
  );
}
