import type { ReactNode } from 'react';
import { Modal, t, useApiGet } from '@admin/kit';
import { useLoadError, yesNo } from './directory-admin';

interface Props {
  id: number | null;
  onClose: () => void;
  onError: (text: string) => void;
  footer?: (id: number, name: string) => ReactNode;
}

/** The whole request of a company (registrant, categories, contacts, about in both languages, logo). */
export function CompanyDetail({ id, onClose, onError, footer }: Props) {
  const record = useApiGet('/yellow-page/get/company', { id: id ?? 0 }, { site: 'yp', enabled: id !== null });
  useLoadError(record.error, onError, t('directory.admin.companyLoadError'));
  const c = id !== null && record.data?.company.id === id ? record.data.company : null;
  return (
    <Modal
      open={id !== null && !record.error}
      title={c?.company_info.translations.name.mn ?? t('directory.admin.detail')}
      onClose={onClose}
      wide
      footer={c && footer?.(c.id, c.company_info.translations.name.mn)}
    >
      {!c ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <div className="yp-detail" data-testid="company-detail">
          {c.company_info.translations.logo && (
            <img className="yp-detail__logo" src={c.company_info.translations.logo} alt={t('directory.admin.logo')} />
          )}
          <dl className="yp-facts">
            <dt>{t('directory.admin.registrationNumber')}</dt>
            <dd>{c.registration_number}</dd>
            <dt>{t('directory.admin.nameEn')}</dt>
            <dd>{c.company_info.translations.name.en}</dd>
            <dt>{t('directory.admin.registrant')}</dt>
            <dd>
              {c.registrant.name}, {c.registrant.position}, {c.registrant.email}, {c.registrant.phone}
            </dd>
            <dt>{t('directory.admin.categories')}</dt>
            <dd>{c.category.map((k) => `${k.category_code} ${k.name}`).join('; ') || '—'}</dd>
            <dt>{t('directory.admin.contacts')}</dt>
            <dd>
              <ul className="yp-plain">
                {c.contact.map((k) => (
                  <li key={k.id}>
                    {t(`directory.admin.contact.${k.contact_type}`)}: {k.contact_value}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{t('directory.admin.operating')}</dt>
            <dd>{yesNo(c.company.status)}</dd>
          </dl>
          {c.about.map((a) => (
            <section key={a.language} lang={a.language} className="yp-about">
              <h3>{t(a.language === 'mn' ? 'directory.admin.aboutMn' : 'directory.admin.aboutEn')}</h3>
              <p>
                <strong>{a.name}</strong>
              </p>
              <p>{a.address}</p>
              <p>{a.about_company || '—'}</p>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
