import { useState } from 'react';
import { api } from '@client/api-client';
import { MEETING_MESSAGE_MS, type MeetingRow } from '@shared/meetings';
import type { OrganiserAction } from '@shared/meeting-organiser';
import { t, useAccount, useConfirm, useToast } from '@admin/kit';
import { MoveDialog } from './MoveDialog';
import { errorText } from './errors';

/** Moderators and admins may step in (the API's `content` access); a read-only account sees no buttons. */
const CONTENT_ROLES = [1, 2];

/**
 * An organiser's steps on one meeting (issue 26 §1), under its detail: accept on the receiver's
 * behalf (pending), move to another slot or room, cancel (pending or accepted), each asked first;
 * both people are mailed by the server. `onDone` refreshes the list after a change.
 */
export function MeetingActions({ meeting: m, onDone }: { meeting: MeetingRow; onDone: () => void }) {
  const confirm = useConfirm();
  const toast = useToast();
  const account = useAccount();
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (m.meeting_status === 'cancelled' || !CONTENT_ROLES.includes(account.data?.account_role ?? 0)) return null;

  const act = async (action: OrganiserAction) => {
    const ok = await confirm(
      t(action === 'cancel' ? 'meetings.organiser.confirmCancel' : 'meetings.organiser.confirmAccept', { number: m.meeting_number }),
      {
        confirmLabel: t(action === 'cancel' ? 'meetings.organiser.cancel' : 'meetings.organiser.accept'),
        body: <p>{t(action === 'cancel' ? 'meetings.organiser.confirmCancelBody' : 'meetings.organiser.confirmAcceptBody')}</p>,
      },
    );
    if (!ok) return;
    setBusy(true);
    setRefusal(null);
    try {
      const res = await api.post('/yellow-page/update/meeting-status', { id: m.id, action }, 'yp');
      toast.success(res.message, MEETING_MESSAGE_MS);
      onDone();
    } catch (err) {
      setRefusal(errorText(err));
      toast.error(errorText(err), MEETING_MESSAGE_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mo-actions" aria-label={t('meetings.organiser.actions')} data-testid="meeting-actions">
      <h3 className="mo-actions__title">{t('meetings.organiser.actions')}</h3>
      <div className="mo-actions__buttons">
        {m.meeting_status === 'pending' && (
          <button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void act('accept')}>
            {t('meetings.organiser.accept')}
          </button>
        )}
        <button type="button" className="adm-btn" disabled={busy} onClick={() => setMoving(true)}>
          {t('meetings.organiser.move')}
        </button>
        <button type="button" className="adm-btn adm-btn--danger" disabled={busy} onClick={() => void act('cancel')}>
          {t('meetings.organiser.cancel')}
        </button>
      </div>
      {refusal && (
        <p className="adm-field__error" role="alert" data-testid="meeting-action-error">
          {refusal}
        </p>
      )}
      <MoveDialog
        meeting={moving ? m : null}
        onClose={() => setMoving(false)}
        onMoved={(message) => {
          setMoving(false);
          toast.success(message, MEETING_MESSAGE_MS);
          onDone();
        }}
      />
    </section>
  );
}
