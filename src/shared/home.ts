import { z } from 'zod';
import { chosenFile } from './files';
import { positiveId } from './news';
import { messageKeys } from './message-keys';

/**
 * Home-page content shared by the API, the pages and the admin: slide banners and social links
 * (association-admin.md §5, §7 "Social links", "Banners").
 */
export const HOME_MESSAGES = messageKeys('msg.home.', [
  'image',
  'icon',
  'link',
  'linkScheme',
  'linkNotFound',
  'bannerNotFound',
  'bannerId',
  'sequence',
  'sequenceEmpty',
  'sequenceDuplicate',
  'id',
  'bannerDeleted',
  'linkDeleted',
]);

/** The admin's choice list of twenty brand icons (`icon` of a social link is one of these names). */
export const SOCIAL_ICONS = [
  'facebook',
  'x-twitter',
  'snapchat',
  'linkedin',
  'pinterest',
  'tiktok',
  'youtube',
  'instagram',
  'weixin',
  'telegram',
  'discord',
  'google',
  'dropbox',
  'whatsapp',
  'vimeo',
  'spotify',
  'weibo',
  'viber',
  'threads',
  'steam',
] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

/** Brand names (the same in both languages; also the accessible names of the icon links). */
export const SOCIAL_LABELS: Record<SocialIcon, string> = {
  facebook: 'Facebook',
  'x-twitter': 'X',
  snapchat: 'Snapchat',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
  weixin: 'WeChat',
  telegram: 'Telegram',
  discord: 'Discord',
  google: 'Google',
  dropbox: 'Dropbox',
  whatsapp: 'WhatsApp',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  weibo: 'Weibo',
  viber: 'Viber',
  threads: 'Threads',
  steam: 'Steam',
};

export const isSocialIcon = (v: unknown): v is SocialIcon => SOCIAL_ICONS.includes(v as SocialIcon);

const httpUrl = z
  .string({ error: HOME_MESSAGES.link })
  .trim()
  .min(1, HOME_MESSAGES.link)
  .max(2000, HOME_MESSAGES.linkScheme)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, HOME_MESSAGES.linkScheme);

/** Checked in the form's order: icon first, then the link. */
export const socialLinkSchema = z.object({
  icon: z.enum(SOCIAL_ICONS, { error: HOME_MESSAGES.icon }),
  link: httpUrl,
});
export const socialLinkUpdateSchema = z.object({ id: positiveId(HOME_MESSAGES.id) }).extend(socialLinkSchema.shape);
export type SocialLinkInput = z.output<typeof socialLinkSchema>;

/** A new banner: its image. */
export const bannerInsertSchema = z.object({
  image: chosenFile(HOME_MESSAGES.image),
});

/** `{ banners: [{ id, sequence }] }`: the admin's new order (renumbered from 1 on save). */
export const bannerSequenceSchema = z.object({
  banners: z
    .array(
      z.object({
        id: positiveId(HOME_MESSAGES.bannerId),
        sequence: z.coerce.number({ error: HOME_MESSAGES.sequence }).int(HOME_MESSAGES.sequence),
      }),
      {
        error: HOME_MESSAGES.sequenceEmpty,
      },
    )
    .min(1, HOME_MESSAGES.sequenceEmpty)
    .max(500, HOME_MESSAGES.sequence)
    .refine((list) => new Set(list.map((b) => b.id)).size === list.length, HOME_MESSAGES.sequenceDuplicate),
});
export type BannerSequence = z.output<typeof bannerSequenceSchema>;

export const idQuerySchema = z.object({ id: positiveId(HOME_MESSAGES.id) });

/** Suggested banner size (association-admin.md §2). */
export const BANNER_SIZE = { width: 730, height: 455 } as const;
/** Home carousel autoplay (association-site.md §9). */
export const BANNER_AUTOPLAY_MS = 5000;
