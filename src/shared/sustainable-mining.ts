import { z } from 'zod';
import { chosenFile, fileTitle, isChosenFile, keptOrChosenFile, recordId } from './files';
import { LANGS, type Lang } from './lang';
import { messageKeys } from './message-keys';

/**
 * Sustainable-mining items (association-admin.md §5, §8, §9): a PDF and its posters in one language.
 * Messages are the back office's Mongolian texts; each issue's path names the form field.
 */
export const MINING_MESSAGES = messageKeys('msg.mining.', [
  'title',
  'language',
  'posters',
  'pdf',
  'posterOrder',
  'tooManyPosters',
  'deleteConfirm',
  'deleted',
]);

export const MAX_POSTERS = 20;

/** Page sizes of the admin list (association-admin.md §9); the first is the default. */
export const MINING_PAGE_SIZES = [10, 25, 50] as const;

/** Where each poster of the saved item comes from: a new file (its index among `images`) or a poster the item already has. */
export const posterOrderEntry = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('file'), index: z.number().int().min(0).max(MAX_POSTERS) }),
    z.object({ type: z.literal('url'), url: z.string().min(1).max(1000), index: z.number().int().optional() }),
  ],
  { error: MINING_MESSAGES.posterOrder },
);
export type PosterOrderEntry = z.output<typeof posterOrderEntry>;

const posterOrder = z
  .string({ error: MINING_MESSAGES.posterOrder })
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MINING_MESSAGES.posterOrder });
      return z.NEVER;
    }
  })
  .pipe(z.array(posterOrderEntry, { error: MINING_MESSAGES.posterOrder }).max(MAX_POSTERS, MINING_MESSAGES.tooManyPosters).optional());

/** `images` arrive as one file, several, or `images[]`; empty parts (no file chosen) are dropped. */
const posterFiles = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(isChosenFile))
  .pipe(z.array(z.custom<File>()).max(MAX_POSTERS, MINING_MESSAGES.tooManyPosters));

const miningFields = {
  title: fileTitle(MINING_MESSAGES.title),
  language: z.enum(LANGS, { error: MINING_MESSAGES.language }),
  images: posterFiles,
  imageOrder: posterOrder,
};
/** Multipart parsing gives `images[]` its own key; both spellings are one field. */
export const withPosterFiles = (form: Record<string, unknown>) => {
  const { 'images[]': bracketed, ...rest } = form;
  if (bracketed === undefined) return rest;
  const list = [rest.images, bracketed].flat().filter((v) => v !== undefined);
  return { ...rest, images: list };
};
export const miningInsertSchema = z.object({ ...miningFields, pdf: chosenFile(MINING_MESSAGES.pdf) });
export const miningUpdateSchema = z.object({ id: recordId, ...miningFields, pdf: keptOrChosenFile });

/**
 * The posters of an item after a save: `order` picks new files (by index) and kept URLs; without an
 * order, the kept posters come first, then the new files. Throws the message of the first problem.
 */
export function resolvePosterOrder<F>(
  order: PosterOrderEntry[] | undefined,
  files: F[],
  existing: readonly string[],
): ({ type: 'file'; file: F } | { type: 'url'; url: string })[] {
  const entries: PosterOrderEntry[] = order ?? [
    ...existing.map((url) => ({ type: 'url' as const, url })),
    ...files.map((_, index) => ({ type: 'file' as const, index })),
  ];
  const used = new Set<string>();
  return entries.map((e) => {
    const key = e.type === 'file' ? `f${e.index}` : `u${e.url}`;
    if (used.has(key)) throw new Error(MINING_MESSAGES.posterOrder);
    used.add(key);
    if (e.type === 'file') {
      if (e.index >= files.length) throw new Error(MINING_MESSAGES.posterOrder);
      return { type: 'file', file: files[e.index] };
    }
    if (!existing.includes(e.url)) throw new Error(MINING_MESSAGES.posterOrder);
    return { type: 'url', url: e.url };
  });
}

export interface MiningItem {
  id: number;
  title: string;
  language: Lang;
  pdf: string;
  posters: string[];
  created_at: string;
}
