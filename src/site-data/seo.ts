import { t, type Lang } from '@i18n';
import { OFFICE, productName } from './chrome-data';
import { href, paths, type Area } from '@lib/routes';

/** The site's own name for an area: the browser title ends with it. */
export function areaTitle(lang: Lang, area: Area): string {
  if (area === 'mw' || area === 'mw2023') return productName();
  if (area === 'yp') return t(lang, 'directory.title');
  if (area === 'admin') return t('mn', 'admin.title'); // the back office is Mongolian only
  return t(lang, 'site.name');
}

/** `Page | Area title`, or the area title alone on the area's home. */
export function documentTitle(lang: Lang, area: Area, title: string): string {
  const suffix = areaTitle(lang, area);
  return title === suffix || title.endsWith(` | ${suffix}`) ? title : `${title} | ${suffix}`;
}

type JsonLd = Record<string, unknown>;

/** schema.org Organization of the association (its home page carries it). */
export function organizationLd(lang: Lang, site: URL, sameAs: string[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t(lang, 'site.name'),
    alternateName: t(lang, 'site.shortName'),
    url: new URL(href(lang, paths.home()), site).href,
    logo: new URL('/favicon.svg', site).href,
    email: OFFICE.email,
    telephone: OFFICE.phones[0],
    foundingDate: '1994',
    address: {
      '@type': 'PostalAddress',
      streetAddress: t(lang, 'chrome.officeAddress'),
      addressLocality: 'Ulaanbaatar',
      addressCountry: 'MN',
    },
    sameAs,
  };
}

/** schema.org NewsArticle of a news detail page. */
export function newsArticleLd(
  lang: Lang,
  site: URL,
  a: { id: number; title: string; summary?: string; image?: string; publisher: string; created_at: string | Date },
): JsonLd {
  const published = new Date(a.created_at).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title.slice(0, 110),
    description: a.summary || undefined,
    image: a.image ? [new URL(a.image, site).href] : undefined,
    datePublished: published,
    dateModified: published,
    inLanguage: lang,
    mainEntityOfPage: new URL(href(lang, paths.detail(a.id)), site).href,
    author: { '@type': 'Person', name: a.publisher },
    publisher: {
      '@type': 'Organization',
      name: t(lang, 'site.name'),
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site).href },
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so text can never close the tag. */
export const ldJson = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
