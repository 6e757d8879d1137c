import type { Db } from '@db/client';
import { socialLinkList } from '@api/mm/home/queries';
import { eventCategoryList, eventFooterList, eventSocialLinkList, type EventCategory } from '@api/mw/event/site/queries';
import { allCategories } from '@api/yp/directory/categories/queries';
import { menuCategories } from '@api/mm/news/queries';
import { buildOnce } from '@platform/content-db';
import { PROJECT_PAGE_IDS } from '@shared/project-pages';
import { t, type DictKey, type Lang } from '@i18n';
import { hashOf } from './hash';
import { href, paths, type Area } from '@lib/routes';

/** `{product}`: the event's brand name, one configuration value (the API reads the same variable). */
export const productName = () => process.env.PRODUCT_NAME || 'Mining Week';

/** The association office: content, shown in every footer and the quick-contact buttons. */
export const OFFICE = {
  phones: ['+976 7011-2233', '+976 7011-2244'],
  email: 'info@mining-assoc.mn',
} as const;

export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem {
  label: string;
  /** Absent for a heading that only opens its children. */
  href?: string;
  current?: boolean;
  children?: NavItem[];
}
export interface SocialLink {
  icon: string;
  link: string;
}
/** The footer's and quick-contact buttons' contact lines: the association office, or the event's footer info. */
export interface ContactInfo {
  phones: string[];
  emails: string[];
  links: string[];
}
export interface Chrome {
  area: Exclude<Area, 'admin'>;
  homeHref: string;
  title: string;
  tagline: string;
  navLabel: string;
  nav: NavItem[];
  /** The directory's categories overlay in the nav. */
  categoriesOverlay: boolean;
  footerLinks: NavLink[];
  social: SocialLink[];
  contact: ContactInfo;
}

// Page files of this build: a menu links only to routes that exist, so no link leads to a 404
// while later issues add their pages.
const PUBLIC_PAGES = '/src/pages/[...lang]/';
const PAGE_PATTERNS = Object.keys(import.meta.glob('/src/pages/**/*.astro'))
  .filter((file) => file.startsWith(PUBLIC_PAGES))
  .map((file) => {
    const route = file
      .replace('/src/pages/[...lang]', '')
      .replace(/\.astro$/, '')
      .replace(/\/index$/, '');
    const source = route
      .split(/(\[\.\.\.\w+\]|\[\w+\])/)
      .map((part) => (part.startsWith('[...') ? '.*' : part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${source}$`);
  });

/** True when a page file of this build serves the language-neutral `path` (query and anchor ignored). */
export const routeBuilt = (path: string) => {
  const bare = path.replace(/[?#].*$/, '');
  return PAGE_PATTERNS.some((re) => re.test(bare));
};

/**
 * Where each static menu item of the association leads (news categories lead to their list). An
 * item the spec gives no page is left out of the menus.
 */
const STATIC_MENU_PATHS: Record<number, string> = {
  1: paths.about(),
  2: `${paths.about()}#1`,
  3: `${paths.about()}#2`,
  4: `${paths.about()}#2`,
  5: `${paths.about()}#2`,
  6: `${paths.about()}#2`,
  7: paths.activity(),
  9: `${paths.activity()}#1`,
  10: `${paths.activity()}#2`,
  11: paths.membership(),
  12: paths.membership(),
  19: paths.member(),
  27: paths.report(),
  28: paths.page(20),
  29: paths.page(20),
  30: paths.page(20),
  31: paths.trade(),
  32: `${paths.trade()}#schedule`,
  33: `${paths.trade()}#report`,
  34: paths.contact(),
  ...Object.fromEntries(PROJECT_PAGE_IDS.map((n) => [n, paths.page(n)])),
};

type MenuRow = Awaited<ReturnType<typeof menuCategories>>[number];

const langHref = (lang: Lang, path: string) => {
  const [bare, hash] = path.split('#');
  return href(lang, bare) + (hash ? `#${hash}` : '');
};

const menuRows = (db: Db) => buildOnce('menu', () => menuCategories(db));
/** The social links, read once per build (footer, side panel, organisation data). */
export const socialRows = (db: Db) => buildOnce('social-links', () => socialLinkList(db));

/** The event site's own social links and footer info (the /mw and /mw/2023 chromes). */
export const eventSocialRows = (db: Db) => buildOnce('event-social-links', () => eventSocialLinkList(db));
const eventFooterRows = (db: Db) => buildOnce('event-footer', () => eventFooterList(db));
const eventCategoryRows = (db: Db) => buildOnce('event-categories', () => eventCategoryList(db, { activeOnly: false }));
const OFFICE_CONTACT: ContactInfo = { phones: [...OFFICE.phones], emails: [OFFICE.email], links: [] };

/** The event footer info grouped by type, in the admin's order. */
export async function eventContact(db: Db): Promise<ContactInfo> {
  const rows = await eventFooterRows(db);
  const of = (type: string) => rows.filter((r) => r.type === type).map((r) => r.information);
  return { phones: of('phone'), emails: of('email'), links: of('link') };
}

/**
 * A hash of everything the chromes read besides the page's own props (menus and category names,
 * social links, the product name): part of every page's cache key, so a changed menu, category name
 * or footer re-renders every page that shows it. A new read in the chrome must be added here.
 */
export function chromeVersion(db: Db): Promise<string> {
  return buildOnce('chrome-version', async () =>
    hashOf(
      await menuRows(db),
      await socialRows(db),
      await eventSocialRows(db),
      await directoryCategoryRows(db, 'mn'),
      await directoryCategoryRows(db, 'en'),
      await eventFooterRows(db),
      await eventCategoryRows(db),
      productName(),
    ),
  );
}

/** The association's menu tree (levels 1-3) from the `categories` table. */
export async function associationMenu(db: Db, lang: Lang, currentPath: string): Promise<NavItem[]> {
  const rows = await menuRows(db);
  const pathOf = (r: MenuRow) => (r.page_type === 'news' ? paths.blog(r.cid) : STATIC_MENU_PATHS[r.cid]);
  const build = (pid: number | null): NavItem[] =>
    rows
      .filter((r) => r.pid === pid)
      .flatMap((r): NavItem[] => {
        const path = pathOf(r);
        const children = r.category_level < 3 ? build(r.cid) : [];
        const linked = path && routeBuilt(path) ? path : undefined;
        if (!linked && children.length === 0) return [];
        const bare = linked?.split('#')[0];
        return [
          {
            label: lang === 'en' ? r.category_en : r.category,
            href: linked && langHref(lang, linked),
            current: bare === currentPath || (bare?.endsWith('=1') && currentPath.startsWith(bare.slice(0, -1))),
            children: children.length ? children : undefined,
          },
        ];
      });
  const tree = build(null);
  // a child that is current marks its ancestors too
  const mark = (items: NavItem[]): boolean =>
    items.some((i) => {
      const inside = i.children ? mark(i.children) : false;
      if (inside && !i.href) i.current = true;
      return i.current || inside;
    });
  mark(tree);
  return tree;
}

const linksOf = (lang: Lang, entries: [string, string][]): NavLink[] =>
  entries.filter(([, path]) => routeBuilt(path)).map(([label, path]) => ({ label, href: langHref(lang, path) }));

/** The 2023 edition's menu items the event menu names (spec: category 1 its home, 2 registration, 4 presentations). */
const EDITION_2023_MENU = { home: 1, register: 2, presentation: 4 } as const;

/**
 * Menus of the event areas. The 2023 items take their names from the event menu (admin "link"): an
 * inactive category hides its item, a missing one keeps the dictionary name.
 */
function eventNav(lang: Lang, area: 'mw' | 'mw2023', currentPath: string, categories: EventCategory[]): NavItem[] {
  const p = { product: productName() };
  const named = (cid: number, fallback: string): string | null => {
    const row = categories.find((c) => c.cid === cid);
    if (!row) return fallback;
    return row.category_status ? (lang === 'en' ? row.category_en : row.category) : null;
  };
  const entries: [string | null, string][] =
    area === 'mw'
      ? [
          [t(lang, 'event.nav.home'), paths.event()],
          [t(lang, 'event.nav.about'), paths.eventAbout()],
          [t(lang, 'event.nav.agenda'), paths.eventAgenda()],
          [t(lang, 'event.nav.presentation'), paths.eventPresentation()],
          [t(lang, 'event.nav.gallery'), paths.eventGallery()],
          [t(lang, 'event.nav.exhibitors'), paths.eventExhibitors()],
          [t(lang, 'event.nav.contact'), paths.eventContact()],
          [t(lang, 'event.nav.register'), paths.eventRegister()],
        ]
      : [
          [named(EDITION_2023_MENU.home, t(lang, 'event.nav.home')), paths.event2023()],
          [named(EDITION_2023_MENU.presentation, t(lang, 'event.nav.presentation')), paths.event2023Presentation()],
          [t(lang, 'event.nav.news'), paths.event2023News()],
          [named(EDITION_2023_MENU.register, t(lang, 'event.nav.register')), paths.event2023Category(EDITION_2023_MENU.register)],
          [t(lang, 'event.nav.current', p), paths.event()],
        ];
  return entries
    .filter((e): e is [string, string] => e[0] !== null && routeBuilt(e[1]))
    .map(([label, path]) => ({ label, href: href(lang, path), current: path === currentPath }));
}

/** The association's two sites: their home and heading texts (both show the association's footer). */
const ASSOCIATION_SITES = {
  mm: { home: paths.home(), title: 'site.name', tagline: 'site.tagline', navLabel: 'nav.label' },
  yp: { home: paths.directory(), title: 'directory.title', tagline: 'directory.tagline', navLabel: 'directory.nav.label' },
} as const satisfies Record<string, { home: string; title: DictKey; tagline: DictKey; navLabel: DictKey }>;

const mmNav = async (db: Db, lang: Lang, currentPath: string): Promise<NavItem[]> => [
  { label: t(lang, 'nav.home'), href: href(lang, paths.home()), current: currentPath === paths.home() },
  ...(await associationMenu(db, lang, currentPath)),
];

const ypNav = (lang: Lang, currentPath: string): NavItem[] =>
  [
    [t(lang, 'directory.nav.home'), paths.directory()],
    [t(lang, 'directory.nav.contact'), paths.directoryContact()],
    [t(lang, 'meetings.booking.nav'), paths.meetings()],
    [t(lang, 'directory.nav.register'), paths.directoryRegister()],
  ]
    .filter(([, path]) => routeBuilt(path))
    .map(([label, path]) => ({ label, href: href(lang, path), current: path === currentPath }));

/** Everything a chrome shows besides the page: brand, menus, footer links, social links. */
export async function chromeFor(db: Db, lang: Lang, area: Exclude<Area, 'admin'>, currentPath: string): Promise<Chrome> {
  const product = productName();
  const sites = linksOf(lang, [
    [t(lang, 'site.name'), paths.home()],
    [t(lang, 'event.title', { product }), paths.event()],
    [t(lang, 'directory.title'), paths.directory()],
  ]);
  if (area === 'mm' || area === 'yp') {
    const site = ASSOCIATION_SITES[area];
    return {
      area,
      homeHref: href(lang, site.home),
      title: t(lang, site.title),
      tagline: t(lang, site.tagline),
      navLabel: t(lang, site.navLabel),
      nav: area === 'mm' ? await mmNav(db, lang, currentPath) : ypNav(lang, currentPath),
      categoriesOverlay: area === 'yp',
      footerLinks: sites,
      social: await socialRows(db),
      contact: OFFICE_CONTACT,
    };
  }
  return {
    area,
    homeHref: href(lang, area === 'mw' ? paths.event() : paths.event2023()),
    title: t(lang, area === 'mw' ? 'event.title' : 'event.edition2023', { product }),
    tagline: t(lang, area === 'mw' ? 'event.dates' : 'event.tagline2023'),
    navLabel: t(lang, 'event.nav.label', { product }),
    nav: eventNav(lang, area, currentPath, await eventCategoryRows(db)),
    categoriesOverlay: false,
    footerLinks: sites,
    social: await eventSocialRows(db),
    contact: await eventContact(db),
  };
}

/** The directory's categories, read once per build and language (the overlay, the category pages). */
export const directoryCategoryRows = (db: Db, lang: Lang) => buildOnce(`directory-categories-${lang}`, () => allCategories(db, lang));

/** The directory's main categories with their sub-categories, as the nav overlay links them. */
export async function directoryCategories(db: Db, lang: Lang): Promise<{ label: string; href: string; children: NavLink[] }[]> {
  return (await directoryCategoryRows(db, lang)).map((m) => ({
    label: lang === 'en' ? m.nameEn : m.nameMn,
    href: href(lang, paths.directoryCategory(m.id)),
    children: m.subCategories.map((s) => ({ label: s.name, href: href(lang, paths.directoryCategory(s.category_code)) })),
  }));
}
