import { useEffect, useState } from 'react';
import { api } from '@client/api-client';
import { CONTACT_TYPES, type ContactType, type MainCategory } from '@shared/directory';
import { DIRECTORY_ADMIN_MESSAGES as M, DIRECTORY_ERROR_MS } from '@shared/directory-admin';
import { fileKindOk, Modal, t, useApiGet, useConfirm, useToast } from '@admin/kit';
import { failure, useLoadError, useRefreshDirectory } from './directory-admin';

interface Props {
  id: number | null;
  onClose: () => void;
  showError: (text: string, ms?: number) => void;
  tree: MainCategory[];
}

const TEXT_FIELDS = [
  ['registration_number', 'directory.admin.registrationNumber'],
  ['name_mn', 'directory.admin.nameMn'],
  ['name_en', 'directory.admin.nameEn'],
  ['address_mn', 'directory.admin.addressMn'],
  ['address_en', 'directory.admin.addressEn'],
  ['about_mn', 'directory.admin.aboutMn'],
  ['about_en', 'directory.admin.aboutEn'],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];
type Form = Record<TextField, string> & { approval: boolean; status: boolean };

/**
 * The edit-company modal: fields, publication and operating toggles, contacts and categories
 * (removed at once after a confirmation, added on save), the logo (uploaded, then saved with the
 * update) and deleting the company.
 */
export function CompanyEditModal({ id, onClose, showError, tree }: Props) {
  const confirm = useConfirm();
  const toast = useToast();
  const refresh = useRefreshDirectory();
  const record = useApiGet('/yellow-page/get/company', { id: id ?? 0 }, { site: 'yp', enabled: id !== null });
  useLoadError(record.error, showError, t('directory.admin.companyLoadError'));
  const c = id !== null && record.data?.company.id === id ? record.data.company : null;
  const [form, setForm] = useState<Form | null>(null);
  const [contacts, setContacts] = useState<{ contact_type: ContactType; contact_value: string }[]>([]);
  const [categories, setCategories] = useState<{ main: string; sub: string }[]>([]);
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!c) return setForm(null);
    const mn = c.about.find((a) => a.language === 'mn');
    const en = c.about.find((a) => a.language === 'en');
    setForm({
      registration_number: c.registration_number,
      name_mn: c.company_info.translations.name.mn,
      name_en: c.company_info.translations.name.en,
      address_mn: mn?.address ?? '',
      address_en: en?.address ?? '',
      about_mn: mn?.about_company ?? '',
      about_en: en?.about_company ?? '',
      approval: c.company.approval,
      status: c.company.status,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [c?.id]);
  useEffect(() => {
    setContacts([]);
    setCategories([]);
    setLogo(null);
  }, [id]);

  const close = () => {
    setForm(null);
    onClose();
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
  const save = async () => {
    if (!c || !form) return;
    setBusy(true);
    try {
      let fileUrl: string | undefined;
      if (logo) {
        const data = new FormData();
        data.append('image', logo);
        try {
          fileUrl = (await api.post('/yellow-page/upload/logo', data, 'yp')).fileUrl;
        } catch (err) {
          showError(failure(t('directory.admin.logoError'), err));
          return;
        }
      }
      await api.post(
        '/yellow-page/update/company',
        {
          company: { id: c.id, ...form, ...(fileUrl ? { logo: fileUrl } : {}) },
          new_contact: contacts.filter((k) => k.contact_value.trim()),
          new_category: categories.filter((k) => k.sub).map((k) => ({ category_id: Number(k.sub) })),
        },
        'yp',
      );
      toast.success(t(M.updated));
      await refresh();
      close();
    } catch (err) {
      showError(failure(t(M.saveError), err), DIRECTORY_ERROR_MS.fetch);
    } finally {
      setBusy(false);
    }
  };

  const name = c?.company_info.translations.name.mn ?? '';
  return (
    <Modal
      open={id !== null && !record.error}
      title={t('directory.admin.editCompany')}
      onClose={close}
      wide
      footer={
        c && (
          <>
            <button
              type="button"
              className="adm-btn adm-btn--danger"
              onClick={() =>
                void remove(t('directory.admin.confirmDeleteCompany', { name }), async () => {
                  await api.delete('/yellow-page/delete/company', { id: c.id }, 'yp');
                  close();
                })
              }
            >
              {t('directory.admin.deleteCompany')}
            </button>
            <button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>
              {busy ? t('admin.kit.saving') : t('admin.kit.save')}
            </button>
          </>
        )
      }
    >
      {!c || !form ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <div className="yp-edit" data-testid="company-edit">
          <div className="adm-grid">
            {TEXT_FIELDS.map(([key, label]) => (
              <label key={key} className={`adm-field${key.startsWith('about') ? ' yp-wide' : ''}`}>
                <span>{t(label)}</span>
                {key.startsWith('about') ? (
                  <textarea
                    id={`company-${key}`}
                    rows={4}
                    value={form[key]}
                    onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                  />
                ) : (
                  <input id={`company-${key}`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
                )}
              </label>
            ))}
          </div>
          <div className="yp-toggles">
            <label>
              <input
                type="checkbox"
                id="company-approval"
                checked={form.approval}
                onChange={(e) => setForm({ ...form, approval: e.target.checked })}
              />{' '}
              {t('directory.admin.published')}
            </label>
            <label>
              <input
                type="checkbox"
                id="company-status"
                checked={form.status}
                onChange={(e) => setForm({ ...form, status: e.target.checked })}
              />{' '}
              {t('directory.admin.operating')}
            </label>
          </div>

          <fieldset className="yp-group">
            <legend>{t('directory.admin.logo')}</legend>
            <div className="yp-logo-row">
              {logo ? (
                <img
                  className="yp-detail__logo"
                  src={URL.createObjectURL(logo)}
                  alt={t('directory.admin.newLogo')}
                  data-testid="logo-preview"
                />
              ) : c.company_info.translations.logo ? (
                <img
                  className="yp-detail__logo"
                  src={c.company_info.translations.logo}
                  alt={t('directory.admin.currentLogo')}
                  data-testid="logo-current"
                />
              ) : (
                <span className="adm-muted">{t('directory.admin.noLogo')}</span>
              )}
              <label className="adm-field">
                <span>{t('directory.admin.replaceLogo')}</span>
                <input
                  type="file"
                  id="company-logo"
                  accept="image/jpeg,image/png"
                  onChange={(e) => {
                    const file = e.target.files?.[0] ?? null;
                    if (file && !fileKindOk(file, 'image')) {
                      showError(t(M.imageType));
                      e.target.value = '';
                      return;
                    }
                    setLogo(file);
                  }}
                />
              </label>
            </div>
          </fieldset>

          <fieldset className="yp-group">
            <legend>{t('directory.admin.contacts')}</legend>
            <ul className="yp-plain" data-testid="contacts">
              {c.contact.map((k) => (
                <li key={k.id} className="yp-row">
                  <span>
                    {t(`directory.admin.contact.${k.contact_type}`)}: {k.contact_value}
                  </span>
                  <button
                    type="button"
                    className="adm-btn adm-btn--small adm-btn--danger"
                    aria-label={`${t('admin.kit.delete')}: ${k.contact_value}`}
                    onClick={() =>
                      void remove(t('directory.admin.confirmDeleteContact', { value: k.contact_value }), () =>
                        api.delete('/yellow-page/delete/contact', { id: k.id }, 'yp'),
                      )
                    }
                  >
                    {t('admin.kit.delete')}
                  </button>
                </li>
              ))}
            </ul>
            {contacts.map((k, i) => (
              <div key={i} className="yp-row">
                <select
                  aria-label={t('directory.admin.contactType')}
                  value={k.contact_type}
                  onChange={(e) =>
                    setContacts(contacts.map((x, j) => (j === i ? { ...x, contact_type: e.target.value as ContactType } : x)))
                  }
                >
                  {CONTACT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`directory.admin.contact.${type}`)}
                    </option>
                  ))}
                </select>
                <input
                  aria-label={t('directory.admin.contactValue')}
                  value={k.contact_value}
                  onChange={(e) => setContacts(contacts.map((x, j) => (j === i ? { ...x, contact_value: e.target.value } : x)))}
                />
                <button
                  type="button"
                  className="adm-btn adm-btn--small adm-btn--ghost"
                  onClick={() => setContacts(contacts.filter((_, j) => j !== i))}
                >
                  {t('directory.admin.cancelRow')}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="adm-btn adm-btn--small"
              onClick={() => setContacts([...contacts, { contact_type: 'phone', contact_value: '' }])}
            >
              {t('directory.admin.addContact')}
            </button>
          </fieldset>

          <fieldset className="yp-group">
            <legend>{t('directory.admin.categories')}</legend>
            <ul className="yp-plain" data-testid="categories">
              {c.category.map((k) => (
                <li key={k.category_id} className="yp-row">
                  <span>
                    {k.category_code} {k.name}
                  </span>
                  <button
                    type="button"
                    className="adm-btn adm-btn--small adm-btn--danger"
                    aria-label={`${t('admin.kit.delete')}: ${k.category_code}`}
                    onClick={() =>
                      void remove(t('directory.admin.confirmDeleteCategory', { name: k.name }), () =>
                        api.delete('/yellow-page/delete/category', { category_id: k.category_id, company_id: c.id }, 'yp'),
                      )
                    }
                  >
                    {t('admin.kit.delete')}
                  </button>
                </li>
              ))}
            </ul>
            {categories.map((k, i) => {
              const subs = (tree.find((m) => m.id === k.main)?.subCategories ?? []).filter((s) => s.category_code !== '0403');
              const set = (next: { main: string; sub: string }) => setCategories(categories.map((x, j) => (j === i ? next : x)));
              return (
                <div key={i} className="yp-row">
                  <select
                    aria-label={t('directory.admin.mainCategory')}
                    value={k.main}
                    onChange={(e) => set({ main: e.target.value, sub: '' })}
                  >
                    <option value="">{t('directory.admin.chooseMain')}</option>
                    {tree.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.id} {m.nameMn}
                      </option>
                    ))}
                  </select>
                  <select
                    aria-label={t('directory.admin.subCategory')}
                    value={k.sub}
                    disabled={!k.main}
                    onChange={(e) => set({ ...k, sub: e.target.value })}
                  >
                    <option value="">{t('directory.admin.chooseSub')}</option>
                    {subs.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.category_code} {s.name}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="adm-btn adm-btn--small adm-btn--ghost"
                    onClick={() => setCategories(categories.filter((_, j) => j !== i))}
                  >
                    {t('directory.admin.cancelRow')}
                  </button>
                </div>
              );
            })}
            <button type="button" className="adm-btn adm-btn--small" onClick={() => setCategories([...categories, { main: '', sub: '' }])}>
              {t('directory.admin.addCategory')}
            </button>
          </fieldset>
        </div>
      )}
    </Modal>
  );
}
