import type { Storage } from '@platform/ports';
import { DOCUMENTS } from '../content/documents';
import { MINERALS } from '../content/minerals';
import { reportList } from '../content/reports';
import { SUSTAINABLE } from '../content/sustainable-mining';
import { VIDEOS } from '../content/videos';
import { LOGO_COUNT } from '../content/organisations';
import { nn } from '../random';
import { PRIVATE_FOLDER } from '@platform/storage/keys';
import { onePagePdf, placeholderMp4 } from './documents';
import { bannerPicture, logoPicture, mineralPicture, newsPicture, portraitPicture, posterPicture, reportCoverPicture } from './pictures';

export const NEWS_IMAGE_COUNT = 12;
const POSTER_COUNT = 8;
const PROOF_COUNT = 3;
/** The assessment's demo proofs and attachments are private like real ones (SECURITY.md 21). */
const PRIVATE_SEED = `${PRIVATE_FOLDER}/seed`;

/** Public URLs of every stored demo file, grouped by what uses them. */
export interface SeedFiles {
  news: string[];
  banners: string[];
  logos: string[];
  portraits: string[];
  minerals: string[];
  posters: string[];
  reportCovers: string[];
  documents: string[];
  reports: string[];
  sustainable: string[];
  videos: string[];
  proofs: string[];
  officialLetter: string;
  assessmentForm: string;
  anniversaryBook: string;
}

/** Drawing is the slow part and the pictures never change, so a process draws each one once. */
const drawn = new Map<string, Uint8Array>();
const once = (key: string, draw: () => Uint8Array) => drawn.get(key) ?? drawn.set(key, draw()).get(key)!;

const pdfLines = (subject: string) => [
  'Mongolian National Mining Association',
  subject,
  '',
  'This is a demonstration document generated for the local development database.',
  'It stands in for the real publication, which is available from the secretariat.',
  'Ulaanbaatar, Mongolia',
];

/** Generates the pools of pictures, PDFs and placeholder videos and stores them under `seed/` (`private/seed/` for the assessment's). */
export async function storeSeedFiles(storage: Storage, now: Date): Promise<SeedFiles> {
  const writes: Promise<void>[] = [];
  const put = (key: string, body: Uint8Array, type: string, folder = 'seed') => {
    writes.push(storage.put(`${folder}/${key}`, body, type));
    return storage.url(`${folder}/${key}`);
  };
  const pngs = (prefix: string, count: number, draw: (i: number) => Uint8Array) =>
    Array.from({ length: count }, (_, i) =>
      put(
        `${prefix}-${nn(i)}.png`,
        once(`${prefix}-${i}`, () => draw(i)),
        'image/png',
      ),
    );
  const pdf = (key: string, title: string, folder?: string) => put(key, onePagePdf(title, pdfLines(title)), 'application/pdf', folder);
  const reports = reportList(now);

  const files: SeedFiles = {
    news: pngs('news', NEWS_IMAGE_COUNT, newsPicture),
    banners: pngs('banner', 5, bannerPicture),
    logos: pngs('logo', LOGO_COUNT, logoPicture),
    portraits: pngs('person', 12, portraitPicture),
    minerals: pngs('mineral', MINERALS.length, (i) => mineralPicture(i, MINERALS[i].tone)),
    posters: pngs('poster', POSTER_COUNT, posterPicture),
    reportCovers: pngs('report', reports.length, reportCoverPicture),
    documents: DOCUMENTS.map((d, i) => pdf(`document-${nn(i)}.pdf`, d.pdf)),
    reports: reports.map((r, i) => pdf(`report-${nn(i)}.pdf`, r.title_en)),
    sustainable: SUSTAINABLE.map((s, i) => pdf(`sustainable-${nn(i)}.pdf`, s.pdf)),
    videos: VIDEOS.map((v, i) => put(`video-${nn(i)}.mp4`, placeholderMp4(v.note), 'video/mp4')),
    proofs: Array.from({ length: PROOF_COUNT }, (_, i) => pdf(`proof-${nn(i)}.pdf`, `Assessment evidence ${i + 1}`, PRIVATE_SEED)),
    officialLetter: pdf('official-letter.pdf', 'Official letter: member assessment', PRIVATE_SEED),
    assessmentForm: pdf('assessment-form.pdf', 'Assessment form and report', PRIVATE_SEED),
    anniversaryBook: pdf('anniversary-book.pdf', 'Thirty Years of Mongolian Mining 1994-2024'),
  };
  await Promise.all(writes);
  return files;
}
