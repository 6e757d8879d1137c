import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiRequestError, type Query } from '@client/api-client';
import type { DictKey } from '@i18n';
import { DIRECTORY_ADMIN_MESSAGES as M, DIRECTORY_ERROR_MS } from '@shared/directory-admin';
import {
  listKey,
  Modal,
  stateBadge,
  t,
  useConfirm,
  useToast,
  type Column,
  type Field,
  type ListControls,
  type ListResource,
} from '@admin/kit';

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

/**
 * The edit modals' writes: `save(run)` tells 'updated', refetches and closes (its failure in the
 * error modal for 3 s); `remove(question, run)` asks first, then tells 'deleted' and refetches.
 */
export function useDirectoryWrites(showError: (text: string, ms?: number) => void, onClose: () => void) {
  const confirm = useConfirm();
  const toast = useToast();
  const refresh = useRefreshDirectory();
  const save = async (run: () => Promise<unknown>) => {
    try {
      await run();
      toast.success(t(M.updated));
      await refresh();
      onClose();
    } catch (err) {
      showError(failure(t(M.saveError), err), DIRECTORY_ERROR_MS.fetch);
    }
  };
  const remove = async (question: string, run: () => Promise<unknown>) => {
    if (!(await confirm(question))) return;
    try {
      await run();
      toast.success(t(M.deleted));
      await refresh();
    } catch (err) {
      showError(failure(t('directory.admin.deleteError'), err));
    }
  };
  return { save, remove };
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
  const report = useEffectEvent((err: Error) => show(failure(text, err)));
  useEffect(() => {
    if (error) report(error);
  }, [error]);
}

/** A field of the edit modals (textareas take the whole width). */
export const editField = (name: string, label: DictKey, type: Field['type'] = 'text'): Field => ({
  name,
  label: t(label),
  type,
  wide: type === 'textarea',
});

export const yesNo = (v: boolean) => (v ? t('directory.admin.yes') : t('directory.admin.no'));

/** 'Тийм' / 'Үгүй' as a badge (published, operating). */
export const yesNoBadge = (v: boolean) => stateBadge(v, yesNo(true), yesNo(false));

/** A list's load failure in the error modal (render it where the list's error is known). */
export function LoadError({ error, show }: { error: Error | null; show: (text: string) => void }) {
  useLoadError(error, show, t('directory.admin.loadError'));
  return null;
}

/** The lists' edit button column ('Засах: {name}'). */
export const editColumn = <R extends { id: number; name_mn: string }>(edit: (id: number) => void): Column<R> => ({
  label: t('directory.admin.actions'),
  render: (r) => (
    <button type="button" className="adm-btn adm-btn--small" aria-label={`${t('admin.kit.edit')}: ${r.name_mn}`} onClick={() => edit(r.id)}>
      {t('admin.kit.edit')}
    </button>
  ),
});

/**
 * The lists' name search: a search card above the table; a name switches the list to its by-name
 * path, an empty search goes back to the list with `otherwise` as its filter.
 */
export function useNameSearch<R>(list: ListResource<R>, byNamePath: ListResource<R>['list']['path'], label: string, testId: string) {
  const [byName, setByName] = useState(false);
  const [name, setName] = useState('');
  const resource: ListResource<R> = byName ? { ...list, list: { ...list.list, path: byNamePath } } : list;
  const clear = () => {
    setByName(false);
    setName('');
  };
  const form = (c: ListControls, otherwise: Query) => (
    <form
      className="adm-card yp-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const term = name.trim();
        setByName(Boolean(term));
        c.setQuery(term ? { name: term } : otherwise);
      }}
    >
      <label className="adm-inline-field">
        <span>{label}</span>
        <input type="search" value={name} onChange={(e) => setName(e.target.value)} data-testid={testId} />
      </label>
      <button type="submit" className="adm-btn adm-btn--primary">
        {t('directory.admin.search')}
      </button>
    </form>
  );
  return { resource, byName, clear, form };
}
