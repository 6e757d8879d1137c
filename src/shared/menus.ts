import { z } from 'zod';
import { positiveId } from './news';
import { sanitizeHtml } from './sanitize';
import { messageKeys } from './message-keys';

/**
 * Menu items (categories) and their static pages (association-admin.md §2 "Menu (link)", "Static
 * page editor", §5: page type, level 1 to 3, parent for levels 2 and 3, level 3 static only, both names).
 */
export const MENU_MESSAGES = messageKeys('msg.menus.', [
  'pageType',
  'level',
  'parent',
  'parentLevel',
  'parentUnknown',
  'parentSelf',
  'parentCycle',
  'busy',
  'level3Static',
  'category',
  'category_en',
  'status',
  'tooLong',
  'cid',
  'notFound',
  'hasNews',
  'hasChildren',
  'childrenLevel',
  'typeWithNews',
  'typeWithStatic',
  'staticCategory',
  'staticExists',
  'staticNotFound',
  'staticId',
  'sequence',
  'image',
  'deleted',
]);

export const PAGE_TYPES = ['news', 'static'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const MENU_LEVELS = [1, 2, 3] as const;

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, MENU_MESSAGES.tooLong);
const bool = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: message }).transform((v) => v === true || v === 'true' || v === '1');

/** A parent id, or nothing (empty string and null both mean "no parent"). */
const parentId = z.preprocess((v) => (v === '' || v === undefined ? null : v), positiveId(MENU_MESSAGES.parent).nullable());

const menuFields = z.object({
  page_type: z.enum(PAGE_TYPES, { error: MENU_MESSAGES.pageType }),
  category_level: z.coerce.number({ error: MENU_MESSAGES.level }).pipe(
    z.union(
      MENU_LEVELS.map((l) => z.literal(l)),
      { error: MENU_MESSAGES.level },
    ),
  ),
  pid: parentId.default(null),
  category: name(MENU_MESSAGES.category),
  category_en: name(MENU_MESSAGES.category_en),
  category_status: bool(MENU_MESSAGES.status).default(true),
  sequence: z.coerce
    .number({ error: MENU_MESSAGES.sequence })
    .int(MENU_MESSAGES.sequence)
    .min(0, MENU_MESSAGES.sequence)
    .max(10_000, MENU_MESSAGES.sequence)
    .optional(),
});

/** The rules that need more than one field: checked in the form's order after each field. */
function menuRules<T extends z.output<typeof menuFields>>(item: T, ctx: z.RefinementCtx) {
  if (item.category_level > 1 && item.pid === null) ctx.addIssue({ code: 'custom', path: ['pid'], message: MENU_MESSAGES.parent });
  if (item.category_level === 3 && item.page_type !== 'static')
    ctx.addIssue({ code: 'custom', path: ['page_type'], message: MENU_MESSAGES.level3Static });
}

export const categoryInsertSchema = menuFields
  .superRefine(menuRules)
  .transform((v) => ({ ...v, pid: v.category_level === 1 ? null : v.pid }));
export const categoryUpdateSchema = z
  .object({ cid: positiveId(MENU_MESSAGES.cid) })
  .extend(menuFields.shape)
  .superRefine(menuRules)
  .transform((v) => ({ ...v, pid: v.category_level === 1 ? null : v.pid }));
export type CategoryInput = z.output<typeof categoryInsertSchema>;

export const cidQuerySchema = z.object({ cid: positiveId(MENU_MESSAGES.cid) });
export const pidQuerySchema = z.object({ pid: positiveId(MENU_MESSAGES.cid) });

const richText = z.string({ error: MENU_MESSAGES.tooLong }).max(1_000_000, MENU_MESSAGES.tooLong).default('').transform(sanitizeHtml);

/** `id` is ignored on insert (the spec's form sends it either way). */
export const staticInsertSchema = z.object({
  id: z.unknown().optional(),
  category_cid: positiveId(MENU_MESSAGES.cid),
  text: richText,
  text_en: richText,
});
export const staticUpdateSchema = z.object({
  id: positiveId(MENU_MESSAGES.staticId),
  category_cid: positiveId(MENU_MESSAGES.cid),
  text: richText,
  text_en: richText,
});
