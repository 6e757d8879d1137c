import { z } from 'zod';
import { positiveId } from './files';
import { SOCIAL_ICONS } from './home';
import { messageKeys } from './message-keys';

/**
 * The event site's menu (conference categories), social links and footer info (spec
 * event-and-directory.md §3, §5, §7). The event admin's messages are the spec's English texts.
 */
export const EVENT_SITE_MESSAGES = messageKeys('msg.eventSite.', [
  'category',
  'category_en',
  'pageType',
  'parent',
  'parentSelf',
  'parentCycle',
  'busy',
  'status',
  'icon',
  'link',
  'type',
  'information',
  'informationFormat',
  'tooLong',
  'id',
  'notFound',
]);

export const EVENT_PAGE_TYPES = ['static', 'news'] as const;
export const FOOTER_TYPES = ['phone', 'email', 'link'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];

const M = EVENT_SITE_MESSAGES;
const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
const bool = z.union([z.boolean(), z.enum(['true', 'false'])], { error: M.status }).transform((v) => v === true || v === 'true');
const parentId = z.preprocess((v) => (v === '' || v === undefined ? null : v), positiveId(M.parent).nullable());

export const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

const categoryFields = z.object({
  category: text(M.category),
  category_en: text(M.category_en),
  pid: parentId.default(null),
  category_status: bool.default(true),
  page_type: z.preprocess((v) => (v === '' || v === undefined ? 'static' : v), z.enum(EVENT_PAGE_TYPES, { error: M.pageType })),
});
export const eventCategoryInsertSchema = categoryFields;
export const eventCategoryUpdateSchema = z.object({ cid: positiveId(M.id) }).extend(categoryFields.shape);
export type EventCategoryInput = z.output<typeof eventCategoryInsertSchema>;
export const cidQuerySchema = z.object({ cid: positiveId(M.id) });
export const pageTypeQuerySchema = z.object({ type: z.enum(EVENT_PAGE_TYPES, { error: M.pageType }) });

const socialFields = z.object({
  icon: z.enum(SOCIAL_ICONS, { error: M.icon }),
  link: text(M.link, 2000).refine(isHttpUrl, M.link),
});
export const eventSocialLinkSchema = socialFields;
export const eventSocialLinkUpdateSchema = z.object({ id: positiveId(M.id) }).extend(socialFields.shape);
export type EventSocialLinkInput = z.output<typeof eventSocialLinkSchema>;

const FORMAT: Record<FooterType, (v: string) => boolean> = {
  phone: (v) => /^\+?[\d\s()-]{5,30}$/.test(v),
  email: (v) => z.email().safeParse(v).success,
  link: isHttpUrl,
};
const footerFields = z.object({
  type: z.enum(FOOTER_TYPES, { error: M.type }),
  information: text(M.information, 500),
});
const footerRule = (v: z.output<typeof footerFields>, ctx: z.RefinementCtx) => {
  if (!FORMAT[v.type](v.information)) ctx.addIssue({ code: 'custom', path: ['information'], message: M.informationFormat });
};
export const eventFooterSchema = footerFields.superRefine(footerRule);
export const eventFooterUpdateSchema = z
  .object({ id: positiveId(M.id) })
  .extend(footerFields.shape)
  .superRefine(footerRule);
export type EventFooterInput = z.output<typeof footerFields>;

export const idQuerySchema = z.object({ id: positiveId(M.id) });
