import type { ReactNode } from 'react';
import type { ApiAnswer } from '@client/api-client';
import { Modal, t, useApiGet } from '@admin/kit';
import { useLoadError, yesNo } from './directory-admin';
import { DuplicateWarning } from './DuplicateList';

export type CompanyRecord = ApiAnswer<'/yellow-page/get/company', 'get', 'yp'>['company'];

interface Props {
  id: number | null;
  onClose: () => void;
  onError: (text: string) => void;
  /** The buttons under the record (the review's, by its state). */
  footer?: (company: CompanyRecord) => ReactNode;
  /** Opens another company's record (an entry the request may repeat). */
  onOpen?: (id: number) => void;
}

/**
 * The whole request of a company (registrant, categories, contacts, about in both languages, logo),
 * warned of the entries it may repeat, or with the reason it was rejected.
 */
export function CompanyDetail({ id, onClose, onError, footer, onOpen }: Props) {
  const record = useApiGet('/yellow-page/get/company', { id: id ?? 0 }, { site: 'yp', enabled: id !== null });
  useLoadError(record.error, onError, t('directory.admin.companyLoadError'));
  const c = id !== null && record.data?.company.id === id ? record.data.company : null;
  return (
    <Modal
      open={id !== null && !record.error}
      title={c?.company_info.translations.name.mn ?? t('directory.admin.detail')}
      onClose={onClose}
      wide
      footer={c && footer?.(c)}
    >
      {!c ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <div className="yp-detail" data-testid="company-detail">
          <DuplicateWarning kind="company" duplicates={c.duplicates} onOpen={onOpen} />
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
            {c.company.rejected && (
              <>
                <dt>{t('directory.admin.reason')}</dt>
                <dd>{c.company.rejection_reason || '—'}</dd>
              </>
            )}
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
