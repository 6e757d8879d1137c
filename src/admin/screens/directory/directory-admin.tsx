import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiRequestError } from '@client/api-client';
import { DIRECTORY_ERROR_MS } from '@shared/directory-admin';
import { listKey, Modal, t } from '@admin/kit';

/** The directory admin's paths whose answers a review or an edit changes (refetched after a write). */
const CHANGED_BY_WRITES = [
  '/yellow-page/get/new-request',
  '/yellow-page/get/company',
  '/yellow-page/get/person',
  '/yellow-page/get/company-list',
  '/yellow-page/get/company-list/name',
  '/yellow-page/get/consultant-list',
  '/yellow-page/get/consultant-list/name',
];

/** Refetches every directory admin list and record after a write. */
export function useRefreshDirectory() {
  const client = useQueryClient();
  return () => Promise.all(CHANGED_BY_WRITES.map((path) => client.invalidateQueries({ queryKey: listKey('yp', path) })));
}

/** The failure text: the spec's text, then the server's reason when it gave one (a 4xx message). */
export function failure(text: string, err: unknown): string {
  const reason = err instanceof ApiRequestError && err.status < 500 && err.status !== 401 ? err.message : '';
  return reason ? `${text} ${reason}` : text;
}

/**
 * The directory admin's error modal (spec §8): fetch and save failures for 3 s, a failed submit
 * ('Алдаа гарлаа.') for 5 s. `show(text, ms)`, and render `modal` once in the screen.
 */
export function useErrorModal() {
  const [error, setError] = useState<{ text: string; at: number; ms: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!error) return;
    timer.current = setTimeout(() => setError(null), error.ms);
    return () => clearTimeout(timer.current);
  }, [error]);
  const show = (text: string, ms: number = DIRECTORY_ERROR_MS.fetch) => setError({ text, at: Date.now(), ms });
  const modal = (
    <Modal open={Boolean(error)} title={t('directory.admin.errorTitle')} onClose={() => setError(null)}>
      <p role="alert" data-testid="yp-error">
        {error?.text}
      </p>
    </Modal>
  );
  return { show, modal };
}

/** Shows a load failure of a query once, in the error modal. */
export function useLoadError(error: Error | null, show: (text: string) => void, text: string) {
  const showFailure = useEffectEvent((err: Error) => show(failure(text, err)));
  useEffect(() => {
    if (error) showFailure(error);
  }, [error]);
}

export const yesNo = (v: boolean) => (v ? t('directory.admin.yes') : t('directory.admin.no'));
