import { useEffect, useState, type FormEvent } from 'react';
import { api } from '@client/api-client';
import { DIRECTORY_LIST_PAGE_SIZES } from '@shared/directory';
import { DIRECTORY_ADMIN_MESSAGES as M, DIRECTORY_ERROR_MS } from '@shared/directory-admin';
import { Modal, PagedList, t, useApiGet, useConfirm, useToast, type ListControls, type ListResource, type ListRow } from '@admin/kit';
import { failure, useErrorModal, useLoadError, useRefreshDirectory } from './directory-admin';
import './directory.css';

type ConsultantRow = ListRow<'/yellow-page/get/consultant-list', 'consultants', 'yp'>;

const FIELDS = [
  ['nameMn', 'directory.admin.nameMn'],
  ['nameEn', 'directory.admin.nameEn'],
  ['professionMn', 'directory.admin.professionMn'],
  ['professionEn', 'directory.admin.professionEn'],
  ['phone', 'directory.admin.phone'],
  ['adviceMn', 'directory.admin.adviceMn'],
  ['adviceEn', 'directory.admin.adviceEn'],
] as const;
type Form = Record<(typeof FIELDS)[number][0], string> & { approval: boolean };

/** The edit-consultant modal: the consultant fields, publication, and delete after a confirmation. */
function ConsultantEditModal({
  id,
  onClose,
  showError,
}: {
  id: number | null;
  onClose: () => void;
  showError: (text: string, ms?: number) => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const refresh = useRefreshDirectory();
  const record = useApiGet('/yellow-page/get/person', { id: id ?? 0 }, { site: 'yp', enabled: id !== null });
  useLoadError(record.error, showError, t('directory.admin.personLoadError'));
  const p = id !== null && record.data?.person.id === id ? record.data.person : null;
  const [form, setForm] = useState<Form | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!p) return setForm(null);
    const mn = p.about.find((a) => a.language === 'mn');
    const en = p.about.find((a) => a.language === 'en');
    setForm({
      nameMn: p.person_info.translations.name.mn,
      nameEn: p.person_info.translations.name.en,
      professionMn: mn?.profession ?? '',
      professionEn: en?.profession ?? '',
      phone: p.phone_number,
      adviceMn: mn?.advice_range ?? '',
      adviceEn: en?.advice_range ?? '',
      approval: p.person.approval,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p?.id]);

  const save = async () => {
    if (!p || !form) return;
    setBusy(true);
    try {
      await api.post('/yellow-page/update/person', { id: p.id, ...form }, 'yp');
      toast.success(t(M.updated));
      await refresh();
      onClose();
    } catch (err) {
      showError(failure(t(M.saveError), err), DIRECTORY_ERROR_MS.fetch);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!p || !(await confirm(t('directory.admin.confirmDeletePerson', { name: p.person_info.translations.name.mn })))) return;
    try {
      await api.delete('/yellow-page/delete/person', { id: p.id }, 'yp');
      onClose();
      toast.success(t(M.deleted));
      await refresh();
    } catch (err) {
      showError(failure(t('directory.admin.deleteError'), err));
    }
  };

  return (
    <Modal
      open={id !== null && !record.error}
      title={t('directory.admin.editConsultant')}
      onClose={onClose}
      wide
      footer={
        p && (
          <>
            <button type="button" className="adm-btn adm-btn--danger" onClick={() => void remove()}>
              {t('directory.admin.deletePerson')}
            </button>
            <button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>
              {busy ? t('admin.kit.saving') : t('admin.kit.save')}
            </button>
          </>
        )
      }
    >
      {!p || !form ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <div className="yp-edit" data-testid="person-edit">
          <div className="adm-grid">
            {FIELDS.map(([key, label]) => (
              <label key={key} className={`adm-field${key.startsWith('advice') ? ' yp-wide' : ''}`}>
                <span>{t(label)}</span>
                {key.startsWith('advice') ? (
                  <textarea id={`person-${key}`} rows={3} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
                ) : (
                  <input id={`person-${key}`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
                )}
              </label>
            ))}
          </div>
          <p className="adm-muted">
            {t('directory.admin.registrant')}: {p.registrant.name}, {p.registrant.position}, {p.registrant.email}, {p.registrant.phone}
          </p>
          <div className="yp-toggles">
            <label>
              <input
                type="checkbox"
                id="person-approval"
                checked={form.approval}
                onChange={(e) => setForm({ ...form, approval: e.target.checked })}
              />{' '}
              {t('directory.admin.published')}
            </label>
          </div>
        </div>
      )}
    </Modal>
  );
}

function LoadError({ error, show }: { error: Error | null; show: (text: string) => void }) {
  useLoadError(error, show, t('directory.admin.loadError'));
  return null;
}

/** /admin/yellow/list-consultant: reviewed consultants, published filter, name search, the edit modal. */
export default function ListConsultantScreen() {
  const errors = useErrorModal();
  const [byName, setByName] = useState(false);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const list: ListResource<ConsultantRow> = {
    name: 'yp-consultant',
    site: 'yp',
    list: { path: '/yellow-page/get/consultant-list', key: 'consultants', pageSizes: DIRECTORY_LIST_PAGE_SIZES, defaultLimit: 30 },
    columns: [
      { label: t('directory.admin.nameMn'), key: 'name_mn' },
      { label: t('directory.admin.nameEn'), key: 'name_en' },
      { label: t('directory.admin.profession'), key: 'profession_mn' },
      { label: t('directory.admin.phone'), key: 'phone_number' },
      {
        label: t('directory.admin.published'),
        render: (r) => (
          <span className={`adm-badge adm-badge--${r.approval ? 'ok' : 'off'}`}>
            {r.approval ? t('directory.admin.yes') : t('directory.admin.no')}
          </span>
        ),
      },
      {
        label: t('directory.admin.actions'),
        render: (r) => (
          <button
            type="button"
            className="adm-btn adm-btn--small"
            aria-label={`${t('admin.kit.edit')}: ${r.name_mn}`}
            onClick={() => setEditing(r.id)}
          >
            {t('admin.kit.edit')}
          </button>
        ),
      },
    ],
    empty: t('admin.kit.empty'),
  };
  const named: ListResource<ConsultantRow> = { ...list, list: { ...list.list, path: '/yellow-page/get/consultant-list/name' } };
  const search = (e: FormEvent, c: ListControls) => {
    e.preventDefault();
    const term = name.trim();
    setByName(Boolean(term));
    c.setQuery(term ? { name: term } : {});
  };

  return (
    <section className="adm-screen">
      <PagedList<ConsultantRow>
        resource={byName ? named : list}
        title={t('directory.admin.consultantsTitle')}
        above={(c) => (
          <>
            <LoadError error={c.error} show={errors.show} />
            <form className="adm-card yp-search" role="search" onSubmit={(e) => search(e, c)}>
              <label className="adm-inline-field">
                <span>{t('directory.admin.searchConsultant')}</span>
                <input type="search" value={name} onChange={(e) => setName(e.target.value)} data-testid="consultant-search" />
              </label>
              <button type="submit" className="adm-btn adm-btn--primary">
                {t('directory.admin.search')}
              </button>
            </form>
          </>
        )}
        toolbar={(c) => (
          <label className="adm-inline-field">
            <span>{t('directory.admin.published')}</span>
            <select
              value={byName ? '' : String(c.query.approval ?? '')}
              data-testid="approval-filter"
              onChange={(e) => {
                setByName(false);
                setName('');
                c.setQuery(e.target.value ? { approval: e.target.value } : {});
              }}
            >
              <option value="">{t('directory.admin.all')}</option>
              <option value="true">{t('directory.admin.yes')}</option>
              <option value="false">{t('directory.admin.no')}</option>
            </select>
          </label>
        )}
      />
      <ConsultantEditModal id={editing} onClose={() => setEditing(null)} showError={errors.show} />
      {errors.modal}
    </section>
  );
}
