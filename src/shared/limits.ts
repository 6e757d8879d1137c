/**
 * The limits the rules and their messages share, apart from the zod schemas: the dictionaries
 * (src/i18n) write them into their texts, and a bundle that carries a dictionary (the admin's) must
 * load no schema before the admin turns zod's eval probe off (the page CSP allows no eval). The
 * rule modules re-export them.
 */

/** Largest picture accepted (a 36-megapixel camera's photo fits): a file over it is refused as too large (413). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** At most this many pictures per upload, each within the platform's image limit (10 MB, UPLOAD_KINDS.image). */
export const GALLERY_MAX_FILES = 20;
export const GALLERY_MAX_FILE_MB = 10;

export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxBytes: 2 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 5000,
  /** What an XLSX may inflate to in total, as declared by its zip and as actually inflated. */
  maxInflatedBytes: 20 * 1024 * 1024,
  /** Declared inflated size over compressed size of one zip entry; real spreadsheets stay far below. */
  maxRatio: 200,
  /** Entries in the zip: a workbook has a dozen or so. */
  maxEntries: 500,
  /** Row errors listed in one answer; the message says how many there are in all. */
  maxErrors: 200,
} as const;

/** A byte limit as its messages write it. */
export const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The report table's sortable columns (§2: seller, product, minimum price, deal price, datetime), as the answer names them. */
export const TRADE_SORT_KEYS = ['seller_name', 'product_name', 'min_price', 'price', 'trade_datetime'] as const;

/** The bounds of a programme session's texts and lists (issue 27 §1, src/shared/event-sessions.ts). */
export const SESSION_LIMITS = { track: 120, title: 300, description: 4000, url: 500, speakers: 20, perDay: 500 } as const;
