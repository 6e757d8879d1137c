import { z } from 'zod';

/**
 * Library schemas shared by the API and the admin forms: documents (PDF), Mining 101 videos,
 * reports, sustainable-mining items (association-admin.md §5, §7, §9). Messages are the back
 * office's Mongolian texts; each issue's path names the form field.
 */
export const LIBRARY_MESSAGES = {
  id: 'Дугаар буруу байна',
  notFound: 'Мэдээлэл олдсонгүй',
  tooLong: 'Текст хэт урт байна',
  pdfOnly: 'Зөвхөн PDF файл сонгоно уу.',
  imageOnly: 'Зөвхөн JPG, PNG зураг сонгоно уу.',
  imageTooLarge: 'Зураг хэт том байна. 10MB-с бага зураг сонгоно уу.',
  pdfTooLarge: 'Файл хэт том байна. 50MB-с бага файл сонгоно уу.',
  documentTitle: 'Файлын нэрийг оруулна уу',
  documentPdf: 'Файлыг оруулна уу',
  videoTitle: 'Бичлэгний нэрийг оруулна уу',
  video: 'Бичлэг оруулна уу',
  mp4Only: 'Зөвхөн MP4 файл сонгоно уу.',
  videoTooLarge: 'Файл хэтэрхий том байна. 300MB-с бага файлыг сонгоно уу.',
  reportTitle: 'Гарчиг оруулна уу',
  reportImage: 'Зураг оруулна уу',
  reportPdf: 'Тайланг оруулна уу',
  miningTitle: 'Гарчиг оруулна уу',
  miningLanguage: 'Хэлийг сонгоно уу',
  miningPosters: 'Зурагт хуудас оруулна уу',
  miningPdf: 'PDF файл оруулна уу',
  posterOrder: 'Зурагт хуудасны дараалал буруу байна',
  tooManyPosters: 'Зурагт хуудас 20-оос олон байж болохгүй',
} as const;

/** Deleted / saved texts the admin shows (association-admin.md §8). */
export const LIBRARY_CONFIRM = {
  document: 'Файлыг устгах уу?',
  video: 'Бичлэгийг устгах уу?',
  report: 'Тайланг устгах уу?',
  mining: 'Та энэ файлыг устгахдаа итгэлтэй байна уу?',
} as const;

/** 300 MB, the spec's video limit (association-admin.md §9). */
export const MAX_VIDEO_BYTES = 314_572_800;
export const MAX_POSTERS = 20;

/** Page sizes of the lists (association-site.md §9, association-admin.md §9); the first is the default. */
export const PAGE_SIZES = {
  publicReports: [6],
  adminReports: [5, 10, 15],
  videos: [10, 20, 30],
  mining: [10, 25, 50],
} as const;

export const LIBRARY_LANGS = ['mn', 'en'] as const;
export type LibraryLang = (typeof LIBRARY_LANGS)[number];

export const libraryId = z.coerce
  .number({ error: LIBRARY_MESSAGES.id })
  .int(LIBRARY_MESSAGES.id)
  .positive(LIBRARY_MESSAGES.id)
  .max(2_147_483_647, LIBRARY_MESSAGES.id);

const title = (message: string) => z.string({ error: message }).trim().min(1, message).max(300, LIBRARY_MESSAGES.tooLong);

/** A chosen file; browsers send an empty part when no file was picked. */
export const isChosenFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File && v.size > 0;
const requiredFile = (message: string) => z.custom<File>(isChosenFile, { error: message });
/** On update a file part is optional: without one the stored file is kept. */
const optionalFile = z
  .unknown()
  .optional()
  .transform((v) => (isChosenFile(v) ? v : undefined));

// Documents
export const documentInsertSchema = z.object({
  title: title(LIBRARY_MESSAGES.documentTitle),
  pdf: requiredFile(LIBRARY_MESSAGES.documentPdf),
});
/** Rename only: any file field sent along is ignored. */
export const documentUpdateSchema = z.object({ id: libraryId, title: title(LIBRARY_MESSAGES.documentTitle) });

// Videos
export const videoInsertSchema = z.object({ title: title(LIBRARY_MESSAGES.videoTitle), video: requiredFile(LIBRARY_MESSAGES.video) });
export const videoUpdateSchema = z.object({ id: libraryId, title: title(LIBRARY_MESSAGES.videoTitle) });
/** Direct-to-bucket video upload (S3/R2): first ask for a presigned request, then insert with the key. */
export const videoPresignSchema = z.object({
  size: z.coerce
    .number({ error: LIBRARY_MESSAGES.video })
    .int(LIBRARY_MESSAGES.video)
    .positive(LIBRARY_MESSAGES.video)
    .max(MAX_VIDEO_BYTES, LIBRARY_MESSAGES.videoTooLarge),
});
export const videoDirectInsertSchema = videoPresignSchema.extend({
  title: title(LIBRARY_MESSAGES.videoTitle),
  key: z.string({ error: LIBRARY_MESSAGES.video }).min(1, LIBRARY_MESSAGES.video).max(512, LIBRARY_MESSAGES.video),
});

// Reports
const reportFields = {
  title: title(LIBRARY_MESSAGES.reportTitle),
  title_en: z.string().trim().max(300, LIBRARY_MESSAGES.tooLong).default(''),
};
export const reportInsertSchema = z.object({
  ...reportFields,
  image: requiredFile(LIBRARY_MESSAGES.reportImage),
  pdf: requiredFile(LIBRARY_MESSAGES.reportPdf),
});
export const reportUpdateSchema = z.object({ id: libraryId, ...reportFields, image: optionalFile, pdf: optionalFile });

// Sustainable mining
/** Where each poster of the saved item comes from: a new file (its index among `images`) or a poster the item already has. */
export const posterOrderEntry = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('file'), index: z.number().int().min(0).max(MAX_POSTERS) }),
    z.object({ type: z.literal('url'), url: z.string().min(1).max(1000), index: z.number().int().optional() }),
  ],
  { error: LIBRARY_MESSAGES.posterOrder },
);
export type PosterOrderEntry = z.output<typeof posterOrderEntry>;

const posterOrder = z
  .string({ error: LIBRARY_MESSAGES.posterOrder })
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: LIBRARY_MESSAGES.posterOrder });
      return z.NEVER;
    }
  })
  .pipe(z.array(posterOrderEntry, { error: LIBRARY_MESSAGES.posterOrder }).max(MAX_POSTERS, LIBRARY_MESSAGES.tooManyPosters).optional());

/** `images` arrive as one file, several, or `images[]`; empty parts (no file chosen) are dropped. */
const posterFiles = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(isChosenFile))
  .pipe(z.array(z.custom<File>()).max(MAX_POSTERS, LIBRARY_MESSAGES.tooManyPosters));

const miningFields = {
  title: title(LIBRARY_MESSAGES.miningTitle),
  language: z.enum(LIBRARY_LANGS, { error: LIBRARY_MESSAGES.miningLanguage }),
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
export const miningInsertSchema = z.object({ ...miningFields, pdf: requiredFile(LIBRARY_MESSAGES.miningPdf) });
export const miningUpdateSchema = z.object({ id: libraryId, ...miningFields, pdf: optionalFile });

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
    if (used.has(key)) throw new Error(LIBRARY_MESSAGES.posterOrder);
    used.add(key);
    if (e.type === 'file') {
      if (e.index >= files.length) throw new Error(LIBRARY_MESSAGES.posterOrder);
      return { type: 'file', file: files[e.index] };
    }
    if (!existing.includes(e.url)) throw new Error(LIBRARY_MESSAGES.posterOrder);
    return { type: 'url', url: e.url };
  });
}

// Answers
export interface DocumentItem {
  id: number;
  title: string;
  pdf: string;
  created_at: string;
}
export interface VideoItem {
  id: number;
  title: string;
  video: string;
  created_at: string;
}
export interface MineralItem {
  id: number;
  image: string;
  name: string;
  name_en: string;
}
/** A report as both lists return it; the public list puts the visitor's language in `title`. */
export interface ReportItem {
  id: number;
  title: string;
  title_en: string;
  image: string;
  pdf: string;
  created_at: string;
}
export interface MiningItem {
  id: number;
  title: string;
  language: LibraryLang;
  pdf: string;
  posters: string[];
  created_at: string;
}

/** Project pages of the association site (association-site.md §2). */
export const PROJECT_PAGE_IDS = [20, 21, 22, 23, 24, 25, 26] as const;
export type ProjectPageId = (typeof PROJECT_PAGE_IDS)[number];
export const ANNIVERSARY_PAGE_ID = 25;

/** Site paths of the library pages (language-neutral; `href(lang, path)` localises them). */
export const libraryPaths = {
  reports: (page = 1) => `/mm/report=${page}`,
  project: (id: ProjectPageId) => `/mm/page/${id}`,
  anniversary: () => '/mm/anniversary',
  assessment: () => '/mm/assessment',
} as const;

/**
 * A link that downloads a stored file under a readable name: our own `/files/` URLs take
 * `?download=` (Content-Disposition: attachment); other hosts get the plain URL.
 */
export function downloadHref(url: string, name: string, ext: string): string {
  if (!url.startsWith('/files/')) return url;
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'download';
  return `${url}?download=${encodeURIComponent(`${safe}.${ext}`)}`;
}
