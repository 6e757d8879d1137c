import { useState } from 'react';
import { api } from '@client/api-client';
import { EVENT_ID } from '@shared/event';
import {
  DataTable,
  LabeledSelect,
  ReorderTable,
  ScreenHeader,
  t,
  useDeleteRow,
  useInvalidate,
  useApiGet,
  useToast,
  type Column,
} from '@admin/kit';
import type { DictKey } from '@i18n';
import { EVENT_OPTIONS } from './presenters';
import { sessionResource as resource, useHallOptions, type SessionRow, type SpeakerRow } from './sessions';
import { SessionForm } from './SessionForm';
import { SessionImport } from './SessionImport';

type Mode = 'list' | 'form' | 'order' | 'import';
const DAYS = [1, 2, 3, 4] as const;

/** Which way a session's texts can be copied: into the language with an empty text the other has. */
function copyDirection(r: SessionRow): 'mn' | 'en' | null {
  const texts = (lang: 'mn' | 'en') => [r[`title_${lang}`], r[`track_${lang}`], r[`description_${lang}`]];
  const fills = (from: 'mn' | 'en', to: 'mn' | 'en') => texts(from).some((v, k) => v.trim() !== '' && texts(to)[k].trim() === '');
  return fills('mn', 'en') ? 'mn' : fills('en', 'mn') ? 'en' : null;
}

/**
 * /admin/week/sessions: the programme as data (issue 27 §1). An edition and a day; the day's
 * sessions (time, hall, title, speakers) with edit, delete (saying what goes with it) and the copy of
 * a session's texts to the other language; the order of sessions that start together; the add/edit
 * form; the import of a whole programme.
 */
export default function SessionsScreen() {
  const [event, setEvent] = useState<number>(EVENT_ID);
  const [day, setDay] = useState<number>(1);
  const [mode, setMode] = useState<Mode>('list');
  const [editing, setEditing] = useState<SessionRow | null>(null);
  const toast = useToast();
  const invalidate = useInvalidate(resource);
  const remove = useDeleteRow(resource);
  const halls = useHallOptions(event);
  // one call answers the edition's sessions and its presenters (the speakers to choose from)
  const all = useApiGet('/get/session', { event: String(event) }, { site: 'mw' });
  const everyRow: SessionRow[] = all.data?.session ?? [];
  const rows = everyRow.filter((r) => r.event_date_id === day);
  const speakers: SpeakerRow[] = all.data?.speakers ?? [];
  const names = new Map(speakers.map((s) => [s.id, s.name_mn || s.name_en]));

  const back = () => {
    setEditing(null);
    setMode('list');
  };
  const copy = async (r: SessionRow, from: 'mn' | 'en') => {
    try {
      const done = await api.post('/update/session-language', { id: r.id, from }, 'mw');
      toast.success(done.message);
      await invalidate();
    } catch (err) {
      toast.error(t('admin.kit.error', { error: err instanceof Error ? err.message : String(err) }));
    }
  };
  const saveOrder = async (order: SessionRow[]) => {
    try {
      const done = await api.post('/update/session-order', { event, day, sessions: order.map((r) => r.id) }, 'mw');
      toast.success(done.message);
      await invalidate();
      back();
    } catch (err) {
      toast.error(t('admin.kit.error', { error: err instanceof Error ? err.message : String(err) }));
    }
  };

  const speakerColumn: Column<SessionRow> = {
    label: t('admin.week.sessions.speakers'),
    render: (r) => r.speaker_ids.map((id) => names.get(id) ?? `#${id}`).join(', '),
  };
  const copyColumn: Column<SessionRow> = {
    label: t('admin.week.sessions.copy'),
    render: (r) => {
      const from = copyDirection(r);
      if (!from) return null;
      const label: DictKey = from === 'mn' ? 'admin.week.sessions.copyToEn' : 'admin.week.sessions.copyToMn';
      return (
        <button
          type="button"
          className="adm-btn adm-btn--small adm-btn--ghost"
          onClick={() => copy(r, from)}
          title={t('admin.week.sessions.copyLabel', { title: r.title_mn || r.title_en })}
        >
          {t(label)}
        </button>
      );
    },
  };
  const button = (label: DictKey, next: Mode, primary = false, disabled = false) => (
    <button
      type="button"
      className={`adm-btn adm-btn--${primary ? 'primary' : 'ghost'}`}
      disabled={disabled}
      onClick={() => {
        setEditing(null);
        setMode(next);
      }}
    >
      {t(label)}
    </button>
  );
  const title =
    mode === 'form'
      ? t(editing ? 'admin.week.sessions.editSession' : 'admin.week.sessions.addSession')
      : mode === 'import'
        ? t('admin.week.sessions.import')
        : t('admin.week.sessions.sessions');

  return (
    <section className="adm-screen">
      <ScreenHeader
        title={title}
        actions={
          mode === 'list' ? (
            <>
              {button('admin.kit.add', 'form', true)}
              {button('admin.week.sessions.reorder', 'order', false, rows.length < 2)}
              {button('admin.week.sessions.import', 'import')}
            </>
          ) : (
            button('admin.kit.back', 'list')
          )
        }
      />
      <div className="adm-card">
        <div className="session-filters">
          <LabeledSelect
            label={t('admin.week.program.event')}
            value={String(event)}
            onChange={(e) => {
              setEvent(Number(e.target.value));
              back();
            }}
            data-testid="session-event"
            options={EVENT_OPTIONS}
          />
          {(mode === 'list' || mode === 'order') && (
            <div className="session-days" role="group" aria-label={t('admin.week.sessions.days')}>
              {DAYS.map((n) => (
                <button
                  key={n}
                  type="button"
                  className={`adm-btn adm-btn--small${n === day ? ' adm-btn--primary' : ' adm-btn--ghost'}`}
                  aria-pressed={n === day}
                  onClick={() => {
                    setDay(n);
                    if (mode === 'order') setMode('list');
                  }}
                >
                  {t('admin.week.sessions.dayN', { n })} ({everyRow.filter((r) => r.event_date_id === n).length})
                </button>
              ))}
            </div>
          )}
        </div>
        {mode === 'list' && (
          <DataTable<SessionRow>
            testId="session-list"
            caption={t('admin.week.sessions.sessions')}
            columns={[...resource.columns, speakerColumn, copyColumn]}
            rows={rows}
            rowKey={(r) => r.id}
            empty={resource.empty}
            loading={all.isPending}
            onEdit={(r) => {
              setEditing(r);
              setMode('form');
            }}
            onDelete={(r) =>
              remove.mutate(r, {
                onSuccess: (done) => toast.success((done as { message: string }).message),
                onError: (err) => toast.error(t('admin.kit.error', { error: err.message })),
              })
            }
            confirmDelete={resource.confirmDelete}
          />
        )}
        {mode === 'form' && (
          <SessionForm
            key={editing?.id ?? 'new'}
            event={event}
            day={day}
            editing={editing}
            halls={halls}
            speakers={speakers}
            onSaved={back}
          />
        )}
        {mode === 'order' && (
          <>
            <p className="adm-field__help">{t('admin.week.sessions.reorderHint')}</p>
            <ReorderTable<SessionRow>
              testId="session-order"
              caption={t('admin.week.sessions.reorder')}
              rows={rows}
              rowKey={(r) => r.id}
              columns={resource.columns}
              labels={{
                old: t('admin.week.sessions.oldSequence'),
                sequence: t('admin.week.sessions.sequence'),
                move: t('admin.week.sessions.move'),
                up: t('admin.week.sessions.up'),
                down: t('admin.week.sessions.down'),
                save: t('admin.week.sessions.saveOrder'),
              }}
              onSave={saveOrder}
            />
          </>
        )}
        {mode === 'import' && <SessionImport event={event} existing={everyRow.length} onDone={back} />}
      </div>
    </section>
  );
}
