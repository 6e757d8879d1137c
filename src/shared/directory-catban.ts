import { z } from 'zod';
import { positiveId } from './files';
import { LANGS } from './lang';
import { MAIN_CATEGORY_CODES } from './directory';
import { bannerInsertSchema, bannerSequenceSchema } from './home';
import { messageKeys } from './message-keys';

/**
 * The directory's categories and banners as the admin edits them (spec event-and-directory.md §2
 * "Admin: directory", §5, §7 "Directory admin"): the server's schemas, which the admin screens also
 * validate with, and their Mongolian messages.
 */
export const CATBAN_MESSAGES = messageKeys('msg.catban.', [
  'id',
  'mainCategory',
  'nameMn',
  'nameEn',
  'nameTooLong',
  'duplicate',
  'full',
  'busy',
  'categoryNotFound',
  'bannerNotFound',
  'sequenceSet',
  'sequenceValues',
  'type',
  'lang',
  'added',
  'updated',
  'deleted',
]);

/** The admin list's main-category filter: all or one main code. */
export const CATEGORY_TYPES = ['all', ...MAIN_CATEGORY_CODES] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
/** The last two-digit code of a sub-category inside its main category. */
export const MAX_SUB_CODE = 99;

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, CATBAN_MESSAGES.nameTooLong);

/** `POST /yellow-page/insert/category` {mainCategory, nameMn, nameEn}. */
export const categoryInsertSchema = z.object({
  mainCategory: z.enum(MAIN_CATEGORY_CODES, { error: CATBAN_MESSAGES.mainCategory }),
  nameMn: name(CATBAN_MESSAGES.nameMn),
  nameEn: name(CATBAN_MESSAGES.nameEn),
});
export type CategoryInsert = z.output<typeof categoryInsertSchema>;

/** `POST /yellow-page/update/category` {id, nameMn, nameEn}: a rename (the code stays). */
export const categoryRenameSchema = z.object({
  id: positiveId(CATBAN_MESSAGES.id),
  nameMn: name(CATBAN_MESSAGES.nameMn),
  nameEn: name(CATBAN_MESSAGES.nameEn),
});
export type CategoryRename = z.output<typeof categoryRenameSchema>;

/** The language of the directory's data a call asks for (`lang`, `language`): mn by default. */
export const directoryLang = z.enum(LANGS, { error: CATBAN_MESSAGES.lang }).default('mn');

/** The admin category list's filters (with `pagingQuery(CATEGORY_PAGE_SIZES)` on the server). */
export const categoryListFilters = {
  type: z.enum(CATEGORY_TYPES, { error: CATBAN_MESSAGES.type }).default('all'),
  lang: directoryLang,
};

/** A new banner: its image (jpg/jpeg/png, checked again by content on the server). */
export const directoryBannerInsertSchema = bannerInsertSchema;

/**
 * `{ banners: [{ id, sequence }] }`: the whole new order. Sequences are 1..n without duplicates;
 * that the ids are exactly the current banners is checked against the database.
 */
export const directoryBannerSequenceSchema = bannerSequenceSchema.refine(
  (v) => {
    const seen = new Set(v.banners.map((b) => b.sequence));
    return seen.size === v.banners.length && v.banners.every((b) => b.sequence >= 1 && b.sequence <= v.banners.length);
  },
  { message: CATBAN_MESSAGES.sequenceValues, path: ['banners'] },
);
export type DirectoryBannerSequence = z.output<typeof directoryBannerSequenceSchema>;

export const bannerIdQuery = z.object({ id: positiveId(CATBAN_MESSAGES.id) });
