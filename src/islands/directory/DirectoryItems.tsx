import { href, paths } from '@lib/routes';
import type { CompanyListItem, ConsultantListItem } from '@shared/directory';
import type { Lang } from '@shared/lang';
import type { textsT } from '@i18n/island';
import type { Texts } from '@i18n/pick';

/* The directory search's result items: a company (logo, name, categories) and a consultant. */

/** The directory search's words. */
export type Tr = ReturnType<typeof textsT<keyof Texts<'directory.search.'>>>;

export function CompanyItem({
  lang,
  company,
  names,
  tr,
}: {
  lang: Lang;
  company: CompanyListItem;
  names: Record<string, string> | null;
  tr: Tr;
}) {
  const link = href(lang, paths.directoryCompany(company.id));
  return (
    <li className="dsearch-company">
      <a className="dsearch-logo" href={link} tabIndex={-1} aria-hidden="true">
        {company.logo ? (
          <img src={company.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span>{company.name.slice(0, 1)}</span>
        )}
      </a>
      <div>
        <a className="dsearch-name" href={link}>
          {company.name}
        </a>
        {!company.operating && <span className="dsearch-status">{tr('directory.search.notOperating')}</span>}
        {company.all_categories.length > 0 && (
          <ul className="dsearch-codes" aria-label={tr('directory.search.categories')}>
            {company.all_categories.map((code) => (
              <li key={code}>
                <span className="dsearch-code">{code}</span> {names?.[code] ?? ''}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** A text in the page's language, or the other one (marked as such) where it is empty. */
function Both({ lang, text }: { lang: Lang; text: { mn: string | null; en: string | null } }) {
  const mine = lang === 'en' ? text.en : text.mn;
  if (mine) return <>{mine}</>;
  const other = lang === 'en' ? text.mn : text.en;
  return other ? <span lang={lang === 'en' ? 'mn' : 'en'}>{other}</span> : null;
}

export function ConsultantItem({ lang, consultant, tr }: { lang: Lang; consultant: ConsultantListItem; tr: Tr }) {
  const t = consultant.person_info.translations;
  const hasAdvice = t.advice_range.mn || t.advice_range.en;
  return (
    <li className="dsearch-consultant">
      <p className="dsearch-name">
        <Both lang={lang} text={t.name} />
      </p>
      <dl>
        <dt>{tr('directory.search.profession')}</dt>
        <dd>
          <Both lang={lang} text={t.profession} />
        </dd>
        {hasAdvice && (
          <>
            <dt>{tr('directory.search.advice')}</dt>
            <dd>
              <Both lang={lang} text={t.advice_range} />
            </dd>
          </>
        )}
        <dt>{tr('directory.search.phone')}</dt>
        <dd>
          <a href={`tel:${consultant.phone_number.replace(/[^\d+]/g, '')}`}>{consultant.phone_number}</a>
        </dd>
      </dl>
    </li>
  );
}
