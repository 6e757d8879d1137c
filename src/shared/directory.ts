import type { Lang } from './lang';

/**
 * The mining directory's fixed facts and answer shapes (spec event-and-directory.md §3, §7, §9): what
 * the API answers, the static pages render and the islands read, named once.
 */
export const MAIN_CATEGORY_CODES = ['01', '02', '03', '04'] as const;
export type MainCategoryCode = (typeof MAIN_CATEGORY_CODES)[number];
/** The sub-category whose page lists consultants instead of companies. */
export const CONSULTANT_CODE = '0403';
export const isMainCode = (code: string): code is MainCategoryCode => (MAIN_CATEGORY_CODES as readonly string[]).includes(code);
/** A sub-category code: its main code and two digits (0101, 0403). */
export const SUB_CODE_RE = /^0[1-4]\d{2}$/;
export const mainOf = (subCode: string) => subCode.slice(0, 2);

/** Public page sizes (spec §7, §9). */
export const COMPANY_PAGE_SIZE = 36;
export const CONSULTANT_PAGE_SIZE = 50;
/** Admin page sizes (spec §9); the first is the default. */
export const REQUEST_PAGE_SIZES = [10, 20, 30] as const;
export const DIRECTORY_LIST_PAGE_SIZES = [30, 50, 100] as const;
export const CATEGORY_PAGE_SIZES = [20, 50, 100] as const;
/** Request types of the admin's review list (spec §2): 1 company, 2 consultant. */
export const REQUEST_TYPES = { company: 1, consultant: 2 } as const;

export const CONTACT_TYPES = ['phone', 'fax', 'email', 'website'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Banner image recommendation (spec §5, §9). */
export const BANNER_SIZE = { width: 730, height: 455 } as const;
/** Banner slider autoplay (spec §9). */
export const BANNER_AUTOPLAY_MS = 10_000;
/** Scroll offset after a page change in the directory lists (spec §4, §9). */
export const LIST_SCROLL_OFFSET = 100;
/** Search terms longer than this are refused. */
export const SEARCH_TERM_MAX = 100;

/* ---- Answer shapes (the public calls of spec §7) ---- */

/** A sub-category as the public calls list it (`/categories`, `/categories-by-main`). */
export interface SubCategory {
  id: number;
  category_code: string;
  name: string;
}
/** A main category with its sub-categories (`/get/all-categories`); `id` is the main code. */
export interface MainCategory {
  id: MainCategoryCode;
  nameMn: string;
  nameEn: string;
  subCategories: SubCategory[];
}

/** A company in a list (`/get/companies-by-category`, `/search/companies`). */
export interface CompanyListItem {
  id: number;
  name: string;
  /** Public URL of the logo, '' for none. */
  logo: string;
  /** Operating (the stored `status`): a list and the company page say when a company is not. */
  operating: boolean;
  /** Sub-category codes. */
  all_categories: string[];
}

/** Text in both languages; null where empty (spec §3). */
export interface BothLangs {
  mn: string | null;
  en: string | null;
}
/** A consultant in a list (`/get/consultants-by-category`, `/search/consultants`). */
export interface ConsultantListItem {
  id: number;
  phone_number: string;
  person_info: { translations: { name: BothLangs; profession: BothLangs; advice_range: BothLangs } };
}

/** A page of a list: the spec's answer keys. */
export interface Paged {
  total: number;
  totalPages: number;
}

/** Company detail (`/get/company?id&lang`), in one language. */
export interface CompanyDetail {
  id: number;
  company_name: string;
  all_categories: { code: string; name: string }[];
  emails: string[];
  phones: string[];
  faxes: string[];
  websites: string[];
  address: string;
  logo: string;
  about_company: string;
  /** Operating (the stored `status`; issue 25 §2): the page says which. */
  operating: boolean;
  /** Last change, for the page's cache key and the sitemap. */
  updated_at: string;
}

export interface DirectoryBanner {
  id: number;
  image: string;
  sequence: number;
}

/** The name of a row in the page's language, falling back to the other one. */
export const inLang = (lang: Lang, mn: string | null | undefined, en: string | null | undefined) =>
  (lang === 'en' ? en || mn : mn || en) ?? '';
