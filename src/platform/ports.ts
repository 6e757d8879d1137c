import type { TrustedProxy } from './trusted-proxy';
import type { Db } from '@db/client';
import type { MailAttachment } from '@db/schema/platform';

/** Stored file as the storage port returns it. */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
  size: number;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** One storage port for every file (local disk by default, S3/R2 in production). Keys are server-generated. */
export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (all pages of a bucket listing): one request per 1,000 keys, not one per key. */
  list(prefix: string): Promise<string[]>;
  /** `list` with each object's size and last change (the file sweep spares what is younger than a day). */
  listObjects(prefix: string): Promise<ListedObject[]>;
  /** Public URL of a stored key (what the database stores and pages link to). */
  url(key: string): string;
  /** Reverse of url(): the key behind one of our URLs, or null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
  /** Size-bounded direct upload (presigned POST on S3); `minBytes` = `maxBytes` pins an announced size. */
  presignPost?(
    key: string,
    opts: { maxBytes: number; minBytes?: number; contentType: string; expiresIn?: number },
  ): Promise<{ url: string; fields: Record<string, string> }>;
}

/** A file sent with a mail: the outbox stores it, so its shape lives with the outbox table. */
export type { MailAttachment } from '@db/schema/platform';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a visitor who wrote to a company through the directory). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

export interface BuildStatus {
  state: 'idle' | 'scheduled' | 'running' | 'succeeded' | 'failed';
  startedAt?: string;
  finishedAt?: string;
  durationMs?: number;
  pages?: number;
  error?: string;
}

/** Publishing: admin writes call `contentChanged`; the adapter debounces into one build. */
export interface Rebuild {
  contentChanged(reason: string): void;
  status(): Promise<BuildStatus>;
}

export interface Clock {
  now(): Date;
}

export interface AppConfig {
  /** Origins allowed to make state-changing requests (besides same-origin Sec-Fetch-Site). */
  allowedOrigins: string[];
  /**
   * Also allow the origin of the request's own Host: only when no PUBLIC_URL names the site (a local
   * server reached by any of its addresses). With PUBLIC_URL set, a forged Host must not pass.
   */
  hostOrigin?: boolean;
  googleClientId: string;
  googleJwksUrl: string;
  googleIssuers: string[];
  /** true when served over HTTPS: session cookie becomes __Host- + Secure. */
  secureCookies: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  productName: string;
  publicUrl: string;
  /** Whose forwarding headers give the client's address; 'none' = the socket's peer only. */
  trustedProxy: TrustedProxy;
  /** Hours a meeting request waits for an answer before it expires (default 48; issue 26 §2). */
  meetingRequestHours?: number;
  /** Secret header value of `POST /api/internal/sweep` (the cron Worker's call); unset = the endpoint answers 404. */
  sweepSecret?: string;
}

/** A picture's size (as displayed: EXIF orientation applied) and the variant widths stored for it (src/platform/images/variants.ts). */
export interface ImageVariants {
  width: number;
  height: number;
  widths: number[];
}

/** Everything the Hono app needs, injected by the runtime (Node server, Pages Functions, tests). */
export interface Deps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  rebuild: Rebuild;
  config: AppConfig;
  clock?: Clock;
  /**
   * Makes a stored picture's resized variants right after its upload. Node only (sharp); where it is
   * missing (Workers) the next build makes them. Answers the picture's size and widths (null: not a picture we resize).
   */
  makeImageVariants?: (key: string) => Promise<ImageVariants | null>;
  /**
   * Decodes an uploaded picture whole at the pixel limit before it is stored (SECURITY.md 37). Node
   * only (sharp); where it is missing (Workers) only the file's structure is checked (src/platform/images/structure.ts).
   */
  decodeImage?: (bytes: Uint8Array) => Promise<'ok' | 'unreadable' | 'too-large'>;
  log?: (entry: Record<string, unknown>) => void;
}
