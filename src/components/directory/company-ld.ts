import type { CompanyDetail } from '@shared/directory';
import type { Lang } from '@shared/lang';
import { href, paths } from '@lib/routes';

/** schema.org Organization of a directory company page: what the page shows, nothing more. */
export function companyLd(lang: Lang, site: URL, c: CompanyDetail): Record<string, unknown> {
  const [website] = c.websites;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: c.company_name,
    url: website ?? new URL(href(lang, paths.directoryCompany(c.id)), site).href,
    mainEntityOfPage: new URL(href(lang, paths.directoryCompany(c.id)), site).href,
    logo: c.logo ? new URL(c.logo, site).href : undefined,
    description: c.about_company || undefined,
    address: c.address ? { '@type': 'PostalAddress', streetAddress: c.address } : undefined,
    email: c.emails.length ? (c.emails.length === 1 ? c.emails[0] : c.emails) : undefined,
    telephone: c.phones.length ? (c.phones.length === 1 ? c.phones[0] : c.phones) : undefined,
    faxNumber: c.faxes[0],
    sameAs: c.websites.length ? c.websites : undefined,
  };
}

/** A website as people read it: without the scheme and the trailing slash. */
export const siteLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Only web links are links: anything else stored as a website is shown as text. */
export const isWebUrl = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);
