import { describe, expect, it } from 'vitest';
import { en } from '@i18n/en';
import { mn } from '@i18n/mn';
import { t, tCount } from '@i18n';
import { areaOf, bothLanguages, href, parseHref, paths, twin, twinHref } from '@lib/routes';
import { areaTitle, documentTitle, ldJson } from '@site-data/seo';
import { urlOf } from '@lib/sitemap';
import { allPages, pageWindow } from '@lib/pagination';
import { formatDate, isoDay } from '@shared/dates';
import { shareLinks } from '@lib/share';

describe('dictionaries', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(mn).sort()).toEqual(Object.keys(en).sort());
    for (const dict of [mn, en]) for (const [key, text] of Object.entries(dict)) expect(text.trim(), key).not.toBe('');
  });

  it('carry the spec texts', () => {
    expect(t('mn', 'news.empty')).toBe('Мэдээ хоосон байна');
    expect(t('en', 'news.empty')).toBe('No News Found');
    expect(t('mn', 'news.notFound')).toBe('Мэдээ олдсонгүй');
    expect(t('en', 'home.noRecentNews')).toBe('No Recent News');
    expect(t('mn', 'notFound.text')).toBe('УУЧЛААРАЙ, ТАНЫ ХАЙСАН ХУУДАС ОЛДСОНГҮЙ.');
    expect(t('en', 'notFound.title')).toBe('Page Not Found');
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(t('en', 'pager.page', { page: 3 })).toBe('Page 3');
    expect(t('en', 'news.pageOf', { page: 2 })).toBe('Page 2 of {total}');
  });

  it('counts with the plural form of the language', () => {
    expect(tCount('en', 'news.count', 1)).toBe('1 article');
    expect(tCount('en', 'news.count', 0)).toBe('0 articles');
    expect(tCount('mn', 'news.count', 5)).toBe('5 мэдээ');
  });
});

describe('route helper', () => {
  it('keeps Mongolian at the spec paths and puts English under /en', () => {
    expect(href('mn', paths.blog(8, 1))).toBe('/mm/blog/8=1');
    expect(href('en', paths.blog('2025-04', 2))).toBe('/en/mm/blog/2025-04=2');
    expect(href('en', paths.detail(15))).toBe('/en/mm/detail/15');
    expect(href('en', '/')).toBe('/en');
    expect(() => href('mn', 'mm/blog')).toThrow();
  });

  it('maps both ways', () => {
    for (const lang of ['mn', 'en'] as const) {
      for (const path of [paths.home(), paths.blog(13), paths.detail(7)]) {
        expect(parseHref(href(lang, path))).toEqual({ lang, path });
      }
    }
    expect(parseHref('/english/page')).toEqual({ lang: 'mn', path: '/english/page' });
  });

  it('gives the switcher the twin', () => {
    expect(twin('mn')).toBe('en');
    expect(twin('en')).toBe('mn');
    expect(twinHref('mn', paths.detail(3))).toBe('/en/mm/detail/3');
    expect(twinHref('en', paths.detail(3))).toBe('/mm/detail/3');
  });

  it('renders each route once per language through the rest parameter', () => {
    expect(bothLanguages()).toEqual([
      { params: { lang: undefined }, props: { lang: 'mn' } },
      { params: { lang: 'en' }, props: { lang: 'en' } },
    ]);
  });
});

describe('pagination', () => {
  it('shows up to 3 page numbers around the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    // event and directory admin lists: the current page plus or minus 2
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('builds page 1 even for an empty list', () => {
    expect(allPages(0)).toEqual([1]);
    expect(allPages(3)).toEqual([1, 2, 3]);
  });
});

describe('dates and sharing', () => {
  it('shows dates in Ulaanbaatar time', () => {
    // 20:00 UTC is 04:00 the next day in Ulaanbaatar (UTC+8)
    expect(isoDay('2025-04-28T20:00:00Z')).toBe('2025-04-29');
    expect(formatDate('2025-04-28T20:00:00Z', 'en')).toBe('29 Apr 2025');
  });

  it('shares the title, or the site title when it is missing', () => {
    const url = 'https://example.mn/mm/detail/1';
    const tweet = new URL(shareLinks(url, 'Зэсийн үнэ', 'Site').twitter);
    expect(tweet.searchParams.get('text')).toBe('Зэсийн үнэ');
    expect(tweet.searchParams.get('url')).toBe(url);
    const fallback = shareLinks(url, '  ', 'Site title');
    expect(fallback.email).toBe(`mailto:?subject=Site%20title&body=${encodeURIComponent(url)}`);
    expect(fallback.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  });
});

describe('shell', () => {
  it('uses the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(names(mn[key]), key).toEqual(names(en[key]));
  });

  it('picks the chrome by path: /mw/2023 before other /mw', () => {
    expect(areaOf('/mm')).toBe('mm');
    expect(areaOf('/mm/blog/8=1')).toBe('mm');
    expect(areaOf('/mw')).toBe('mw');
    expect(areaOf('/mw/agenda')).toBe('mw');
    expect(areaOf('/mw/2023')).toBe('mw2023');
    expect(areaOf('/mw/2023/news')).toBe('mw2023');
    expect(areaOf('/mw2023')).toBe('mm');
    expect(areaOf('/yp/register')).toBe('yp');
    expect(areaOf('/admin/dashboard')).toBe('admin');
  });

  it('titles each area with its own name', () => {
    expect(documentTitle('mn', 'mm', t('mn', 'site.name'))).toBe('Монголын Уул Уурхайн Үндэсний Ассоциаци');
    expect(documentTitle('en', 'mm', 'News')).toBe('News | Mongolian National Mining Association');
    expect(documentTitle('en', 'mw', 'Agenda')).toBe('Agenda | Mining Week');
    expect(documentTitle('mn', 'yp', 'Нүүр')).toBe('Нүүр | Уул уурхайн лавлах');
    expect(areaTitle('mn', 'admin')).toBe('Админ');
  });

  it('fills page routes for the sitemap', () => {
    expect(urlOf('/src/pages/[...lang]/mm/blog/[slug].astro', { lang: undefined, slug: '8=1' })).toBe('/mm/blog/8=1');
    expect(urlOf('/src/pages/[...lang]/mm/blog/[slug].astro', { lang: 'en', slug: '8=1' })).toBe('/en/mm/blog/8=1');
    expect(urlOf('/src/pages/[...lang]/mw/2023/index.astro', { lang: 'en' })).toBe('/en/mw/2023');
    expect(urlOf('/src/pages/[...lang]/mm/index.astro', {})).toBe('/mm');
  });

  it('never lets JSON-LD text close its script tag', () => {
    expect(ldJson({ headline: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
