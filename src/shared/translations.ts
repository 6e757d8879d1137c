import { z } from 'zod';
import { LANGS } from './lang';

/**
 * The back office's missing-translations view (issue 11): the kinds of bilingual content it lists,
 * the text fields it checks, its page sizes and its filters. The tables behind each kind are
 * described in src/api/mm/translations/catalogue.ts.
 */
export const TRANSLATION_TYPES = [
  'news',
  'menu',
  'static',
  'report',
  'person',
  'auditor',
  'mineral',
  'event-edition',
  'event-menu',
  'event-hall',
  'event-presentation',
  'event-portfolio',
  'meeting-user',
] as const;
export type TranslationType = (typeof TRANSLATION_TYPES)[number];

/** The Mongolian column names of the bilingual pairs (`title` / `title_en`). */
export const TRANSLATION_FIELDS = [
  'title',
  'summary',
  'text',
  'category',
  'name',
  'position',
  'company',
  'event',
  'hall_name',
  'present_name',
] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];

export const TRANSLATION_PAGE_SIZES = [20, 50, 100] as const;

/** Filters of the list: one kind, and the language that is missing (either when left out). */
export const translationFilterSchema = z.object({
  type: z.enum(TRANSLATION_TYPES, { error: `type must be one of ${TRANSLATION_TYPES.join(', ')}` }).optional(),
  missing: z.enum(LANGS, { error: 'missing must be mn or en' }).optional(),
});
