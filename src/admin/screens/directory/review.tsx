import { useMemo, useRef, useState } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import { DIRECTORY_ADMIN_MESSAGES as M, DIRECTORY_ERROR_MS, reviewSchema, type DirectoryDuplicate } from '@shared/directory-admin';
import { FormFields, Modal, t, useConfirm, useSchemaForm, useToast, type Field, type Values } from '@admin/kit';
import { failure, useRefreshDirectory } from './directory-admin';
import { DuplicateList, type ReviewKind } from './DuplicateList';

const PATH = { company: '/yellow-page/review/company', person: '/yellow-page/review/person' } as const;
/** Each decision's own toast (issue 25: approve and reject no longer both say 'updated'). */
const DONE = { approve: M.approved, reject: M.rejected, reopen: M.reopened } as const;
const REASON: Field[] = [
  {
    name: 'reason',
    label: t('directory.admin.reason'),
    type: 'textarea',
    required: true,
    wide: true,
    help: t('directory.admin.reasonHelp'),
  },
];

type Body = { id: number } & (
  { decision: 'approve'; confirmDuplicate: boolean } | { decision: 'reject'; reason: string } | { decision: 'reopen' }
);
interface Rejecting {
  kind: ReviewKind;
  id: number;
  name: string;
}

/** The duplicates a refused approval names (409), or null for any other failure. */
const duplicatesOf = (err: unknown) =>
  err instanceof ApiRequestError && err.status === 409 && Array.isArray(err.body?.duplicates)
    ? (err.body.duplicates as DirectoryDuplicate[])
    : null;

/**
 * The decisions on a request: approve (after a confirmation; one listing the duplicates when the
 * request has some, then sent with `confirmDuplicate`), reject (a dialog asks the reason the
 * registrant is mailed), reopen a rejected one. Each resolves true once done; render `dialog` once.
 */
export function useReview(showError: (text: string, ms?: number) => void) {
  const confirm = useConfirm();
  const toast = useToast();
  const refresh = useRefreshDirectory();
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const settle = useRef<(done: boolean) => void>(undefined);

  const send = async (kind: ReviewKind, body: Body) => {
    await api.post(PATH[kind], body, 'yp');
    toast.success(t(DONE[body.decision]));
    await refresh();
  };
  const fail = (err: unknown) => {
    showError(failure(t(M.error), err), DIRECTORY_ERROR_MS.submit);
    return false;
  };
  const attempt = async (run: () => Promise<void>) => {
    try {
      await run();
      return true;
    } catch (err) {
      return fail(err);
    }
  };
  const confirmDuplicates = (kind: ReviewKind, duplicates: DirectoryDuplicate[]) =>
    confirm(t('directory.admin.confirmDuplicate'), {
      confirmLabel: t('directory.admin.approveAnyway'),
      body: <DuplicateList kind={kind} duplicates={duplicates} />,
    });

  const approve = async (kind: ReviewKind, id: number, known: DirectoryDuplicate[]) => {
    const asked = known.length
      ? await confirmDuplicates(kind, known)
      : await confirm(t('directory.admin.confirmApprove'), { confirmLabel: t('directory.admin.approve') });
    if (!asked) return false;
    try {
      await send(kind, { id, decision: 'approve', confirmDuplicate: known.length > 0 });
      return true;
    } catch (err) {
      // a duplicate came in since the list was read: ask with the server's list
      const found = duplicatesOf(err);
      if (!found) return fail(err);
      return (await confirmDuplicates(kind, found)) && attempt(() => send(kind, { id, decision: 'approve', confirmDuplicate: true }));
    }
  };
  const reject = (kind: ReviewKind, id: number, name: string) =>
    new Promise<boolean>((resolve) => {
      settle.current?.(false);
      settle.current = resolve;
      setRejecting({ kind, id, name });
    });
  const reopen = async (kind: ReviewKind, id: number) =>
    (await confirm(t('directory.admin.confirmReopen'), { confirmLabel: t('directory.admin.reopen') })) &&
    attempt(() => send(kind, { id, decision: 'reopen' }));

  const close = (done: boolean) => {
    settle.current?.(done);
    settle.current = undefined;
    setRejecting(null);
  };
  const dialog = (
    <RejectDialog
      target={rejecting}
      onClose={() => close(false)}
      onSubmit={async (reason) => {
        if (rejecting && (await attempt(() => send(rejecting.kind, { id: rejecting.id, decision: 'reject', reason })))) close(true);
      }}
    />
  );
  return { approve, reject, reopen, dialog };
}

/** The reason dialog: the server's own schema checks it (required, not too long). */
function RejectDialog({
  target,
  onClose,
  onSubmit,
}: {
  target: Rejecting | null;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const values = useMemo<Values>(() => ({ id: target?.id ?? 0, decision: 'reject', reason: '' }), [target]);
  const { control, handleSubmit, formState } = useSchemaForm(reviewSchema, values);
  const submit = handleSubmit(async (form) => onSubmit(String(form.reason).trim()));
  return (
    <Modal
      open={target !== null}
      title={t('directory.admin.rejectTitle', { name: target?.name ?? '' })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose}>
            {t('admin.kit.cancel')}
          </button>
          <button type="submit" form="yp-reject" className="adm-btn adm-btn--danger" disabled={formState.isSubmitting}>
            {t('directory.admin.reject')}
          </button>
        </>
      }
    >
      <form id="yp-reject" className="adm-form" data-testid="reject-form" onSubmit={submit} noValidate>
        <FormFields fields={REASON} control={control} name="reject" values={values} mode="add" />
      </form>
    </Modal>
  );
}
