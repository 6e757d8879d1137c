import { z } from 'zod';
import { isChosenFile, positiveId } from './files';
import { messageKeys } from './message-keys';

/**
 * About-us people (association-admin.md §5): honorary presidents, council members, office staff and
 * assessment auditors share one entity; each category has its own required fields and messages.
 */
export const ABOUT_CATEGORIES = ['President', 'Association', 'Office', 'Auditor'] as const;
export type AboutCategory = (typeof ABOUT_CATEGORIES)[number];

/** What a visitor may see of a person: no internal dates; e-mail only for office staff (their work address). */
export interface PublicPerson {
  id: number;
  about_category: AboutCategory;
  name: string;
  name_en: string;
  position: string;
  position_en: string;
  company: string;
  company_en: string;
  profile: string;
  years_of_work: string;
  email: string;
}

export const ABOUT_MESSAGES = messageKeys('msg.about.', [
  'category',
  'name',
  'years_of_work',
  'image',
  'position',
  'company',
  'email',
  'emailFormat',
  'imageUrl',
  'tooLong',
  'id',
  'notFound',
  'saved',
  'deleted',
]);

/** The fields each category's form requires besides name and image, in the form's order. */
export const REQUIRED_BY_CATEGORY: Record<AboutCategory, ('years_of_work' | 'position' | 'company' | 'email')[]> = {
  President: ['years_of_work'],
  Association: ['position', 'company'],
  Office: ['position', 'email'],
  Auditor: [],
};

/**
 * Default profile pictures an admin may pick instead of uploading one. Inline SVG (data URLs) so
 * they need no stored file and survive any storage migration.
 */
const silhouette = (bg: string, fg: string, hair: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 300"><rect width="240" height="300" fill="${bg}"/><circle cx="120" cy="118" r="54" fill="${fg}"/>${hair}<path d="M30 300c0-62 40-100 90-100s90 38 90 100z" fill="${fg}"/></svg>`,
  )}`;
export const PLACEHOLDER_PROFILES = {
  male: silhouette('#e2e6ee', '#8a95a8', ''),
  female: silhouette('#f1e6ea', '#a58a98', '<path d="M62 130c0-50 26-76 58-76s58 26 58 76v60h-20v-52h-76v52H62z" fill="#8e7282"/>'),
} as const;
export const isPlaceholderProfile = (url: string) => url === PLACEHOLDER_PROFILES.male || url === PLACEHOLDER_PROFILES.female;

const text = (max: number) => z.string({ error: ABOUT_MESSAGES.tooLong }).trim().max(max, ABOUT_MESSAGES.tooLong).default('');

/** `image` is a new file, or the URL of an image we already have (a placeholder or the previous picture). */
const imageField = z
  .unknown()
  .optional()
  .transform((v): File | string | undefined => (isChosenFile(v) ? v : typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined))
  .refine((v) => typeof v !== 'string' || v.length <= 4000, ABOUT_MESSAGES.imageUrl);

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

const aboutFields = {
  about_category: z.enum(ABOUT_CATEGORIES, { error: ABOUT_MESSAGES.category }),
  name: text(200),
  name_en: text(200),
  years_of_work: text(100),
  position: text(300),
  position_en: text(300),
  company: text(300),
  company_en: text(300),
  email: text(254),
  image: imageField,
  /** The admin form's choice of a default picture ('male' / 'female'), used when no image is given. */
  profile_default: z.enum(['', 'male', 'female'], { error: ABOUT_MESSAGES.imageUrl }).optional(),
};

type AboutShape = z.output<z.ZodObject<typeof aboutFields>>;

/** Checks in the form's order: name, the category's own fields, then the picture (required on insert). */
function categoryRules(requireImage: boolean) {
  return (v: AboutShape, ctx: z.RefinementCtx) => {
    if (!v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: ABOUT_MESSAGES.name });
    for (const field of REQUIRED_BY_CATEGORY[v.about_category])
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: ABOUT_MESSAGES[field] });
    if (v.email && !EMAIL.test(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: ABOUT_MESSAGES.emailFormat });
    if (requireImage && v.image === undefined && !v.profile_default)
      ctx.addIssue({ code: 'custom', path: ['image'], message: ABOUT_MESSAGES.image });
  };
}

/** A chosen default picture stands in for a missing image. */
function withDefaultPicture<T extends { image: File | string | undefined; profile_default?: '' | 'male' | 'female' }>({
  profile_default,
  ...v
}: T) {
  return { ...v, image: v.image ?? (profile_default ? PLACEHOLDER_PROFILES[profile_default] : undefined) };
}

export const aboutInsertSchema = z.object(aboutFields).superRefine(categoryRules(true)).transform(withDefaultPicture);
export const aboutUpdateSchema = z
  .object({
    id: positiveId(ABOUT_MESSAGES.id),
    ...aboutFields,
  })
  .superRefine(categoryRules(false))
  .transform(withDefaultPicture);

export type AboutInsert = z.output<typeof aboutInsertSchema>;
export type AboutUpdate = z.output<typeof aboutUpdateSchema>;

/** Fields a category does not use are stored empty, so a person moved between forms keeps no stale data. */
export function fieldsOfCategory(v: Omit<AboutShape, 'image' | 'profile_default'>) {
  const keep = new Set<string>(
    {
      President: ['years_of_work'],
      Association: ['position', 'position_en', 'company', 'company_en'],
      Office: ['position', 'position_en', 'email'],
      Auditor: ['position', 'position_en', 'company', 'company_en'],
    }[v.about_category],
  );
  const opt = (k: 'years_of_work' | 'position' | 'position_en' | 'company' | 'company_en' | 'email') => (keep.has(k) ? v[k] : '');
  return {
    about_category: v.about_category,
    name: v.name,
    name_en: v.name_en,
    years_of_work: opt('years_of_work'),
    position: opt('position'),
    position_en: opt('position_en'),
    company: opt('company'),
    company_en: opt('company_en'),
    email: opt('email').toLowerCase(),
  };
}
