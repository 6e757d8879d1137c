import { z } from 'zod';
import { chosenFile, keptOrChosenFile, positiveId } from './files';
import { LANGS } from './lang';
import { isBlankHtml, sanitizeHtml } from './sanitize';
import { messageKeys } from './message-keys';

/**
 * News schemas shared by the API and the admin news form (association-admin.md §5). Messages are
 * the back office's Mongolian texts; each issue's path names the form field.
 */
/** Page sizes of the public list and the admin list (association-site.md §9, association-admin.md §9); the first is the default. */
export const NEWS_PAGE_SIZES = {
  public: [6],
  admin: [5, 10, 15],
} as const;

/**
 * The pages of each news list the build writes; the later ones are served by the list shell
 * (src/pages/[...lang]/mm/blog/list.astro: the local server and functions/mm/blog answer it for them) and drawn from the
 * API. A new article moves every page of its lists by one item: with all pages built that re-rendered
 * about 1,100 pages at 5,000 articles (issue 28 §1); now at most this many per list and language.
 */
export const NEWS_LIST_PAGES_BUILT = 3;

export const NEWS_MESSAGES = messageKeys('msg.news.', [
  'image',
  'title',
  'summary',
  'text',
  'title_en',
  'summary_en',
  'text_en',
  'noLanguage',
  'category',
  'categoryUnknown',
  'publisher',
  'status',
  'yellowBook',
  'id',
  'tooLong',
  'notFound',
  'deleted',
]);

const plainText = (max: number) => z.string({ error: NEWS_MESSAGES.tooLong }).trim().max(max, NEWS_MESSAGES.tooLong).default('');
const richText = z.string({ error: NEWS_MESSAGES.tooLong }).max(500_000, NEWS_MESSAGES.tooLong).default('').transform(sanitizeHtml);

/** Multipart sends booleans as text; the admin form may send real booleans. */
const choice = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: message }).transform((v) => v === true || v === 'true' || v === '1');

export { positiveId };

const LANGUAGE_GROUPS = [
  ['title', 'summary', 'text'],
  ['title_en', 'summary_en', 'text_en'],
] as const;

/** The fields of an article besides its cover image and id. */
export const newsFieldsSchema = z
  .object({
    title: plainText(500),
    summary: plainText(5000),
    text: richText,
    title_en: plainText(500),
    summary_en: plainText(5000),
    text_en: richText,
    category_cid: positiveId(NEWS_MESSAGES.category),
    publisher: z.string({ error: NEWS_MESSAGES.publisher }).trim().min(1, NEWS_MESSAGES.publisher).max(200, NEWS_MESSAGES.tooLong),
    news_status: choice(NEWS_MESSAGES.status),
    yellow_book: choice(NEWS_MESSAGES.yellowBook),
  })
  .superRefine((news, ctx) => {
    // A language counts once any of its three parts is given; then all three are required.
    const given = (field: (typeof LANGUAGE_GROUPS)[number][number]) =>
      field.startsWith('text') ? !isBlankHtml(news[field]) : news[field] !== '';
    let languages = 0;
    for (const group of LANGUAGE_GROUPS) {
      if (!group.some(given)) continue;
      languages++;
      for (const field of group) if (!given(field)) ctx.addIssue({ code: 'custom', path: [field], message: NEWS_MESSAGES[field] });
    }
    if (languages === 0) ctx.addIssue({ code: 'custom', path: ['title'], message: NEWS_MESSAGES.noLanguage });
  });

export const newsInsertSchema = z.intersection(z.object({ image: chosenFile(NEWS_MESSAGES.image) }), newsFieldsSchema);

/** On update the image is optional: without a new file the old one is kept. */
export const newsUpdateSchema = z.intersection(
  z.object({
    id: positiveId(NEWS_MESSAGES.id),
    image: keptOrChosenFile,
  }),
  newsFieldsSchema,
);

export type NewsFields = z.output<typeof newsFieldsSchema>;
export type NewsInsert = z.output<typeof newsInsertSchema>;
export type NewsUpdate = z.output<typeof newsUpdateSchema>;

/** Query of the public lists (`lang` defaults to Mongolian). */
export const langSchema = z.enum(LANGS, { error: 'lang must be mn or en' }).default('mn');

/** `YYYY-MM` archive month. */
export const monthSchema = z.string({ error: 'date must be YYYY-MM' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'date must be YYYY-MM');
