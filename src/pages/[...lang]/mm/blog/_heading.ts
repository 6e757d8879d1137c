import { t, type Lang } from '@i18n';
import { formatMonth } from '@shared/dates';

/** The heading of an archive month's list (`2025-04`), on its built pages and in the search shell. */
export const monthHeading = (lang: Lang, month: string) => t(lang, 'news.archiveOf', { month: formatMonth(month, lang) });
