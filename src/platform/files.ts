import type { Storage } from './ports';
import { headObject, isInspectable, readRange, type InspectableStorage } from './storage/inspect';
import { contentTypeOfKey, extensionOfKey, isPrivateKey, isSafeKey } from './storage/keys';

const CHUNK_BYTES = 1024 * 1024;

export interface FileResponseOptions {
  /** Serve as a download under this name (any language); inline otherwise. */
  download?: string;
  /** The request's Range header: one byte range is answered with 206 (video seeking). */
  range?: string | null;
  /** 'HEAD' answers the headers only. */
  method?: string;
  /**
   * A route that checked the session: a private file (a waiting logo, an assessment proof) may be
   * served (the public files route refuses it), and it is not cached for anyone else.
   */
  admin?: boolean;
}

/**
 * A stored file as a web Response, the same on Node and Workers. The type comes from the
 * server-generated key, never from the uploader; `nosniff` and a sandboxing CSP keep a disguised
 * file from running as a page on our origin. Keys are unique per upload, so caching is forever.
 */
export async function fileResponse(storage: Storage, key: string, opts: FileResponseOptions = {}): Promise<Response> {
  const servable = isSafeKey(key) && (opts.admin || !isPrivateKey(key));
  const info = servable ? await headObject(storage, key) : null;
  if (!info) return notFoundResponse();
  const headers = new Headers({
    'Content-Type': contentTypeOfKey(key),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': opts.admin ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
    'Content-Disposition': opts.download ? attachmentDisposition(downloadName(opts.download, key)) : 'inline',
  });
  const range = opts.range ? parseRange(opts.range, info.size) : null;
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, info.size - 1];
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const status = range ? 206 : 200;
  if (opts.method === 'HEAD') return new Response(null, { status, headers });
  if (info.size === 0) return new Response(null, { status, headers });
  if (isInspectable(storage)) return new Response(chunkedBody(storage, key, start, end), { status, headers });
  const body = await readRange(storage, key, start, end);
  if (!body) return notFoundResponse();
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}

/** Reads the range piece by piece as the client consumes it: a 300 MB video never sits in memory. */
function chunkedBody(storage: InspectableStorage, key: string, start: number, end: number): ReadableStream<Uint8Array> {
  let pos = start;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pos > end) return controller.close();
      const bytes = await storage.getRange(key, pos, Math.min(end, pos + CHUNK_BYTES - 1));
      if (!bytes?.byteLength) return controller.error(new Error(`stored file ${key} ended early`));
      pos += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
}

function notFoundResponse(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
  });
}

/**
 * A download name ends with the stored file's own extension (`?download=catalog.hta` of a PDF saves
 * as `catalog.hta.pdf`): the name asked for cannot make the saved file open as something else.
 */
export function downloadName(name: string, key: string): string {
  const ext = extensionOfKey(key);
  const trimmed = name.trim();
  return !ext || trimmed.toLowerCase().endsWith(`.${ext}`) ? trimmed : `${trimmed || 'download'}.${ext}`;
}

/**
 * `attachment` with the name in RFC 5987 form (Mongolian names survive) plus a plain ASCII
 * fallback for old clients. Path separators, quotes and control characters are replaced.
 */
export function attachmentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f/\\"]/g, '_').trim() || 'download';
  const ascii = clean.replace(/[^\u0020-\u007e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`. Several ranges or a malformed header are
 * answered with the whole file (allowed by RFC 9110); a range past the end is unsatisfiable.
 */
export function parseRange(header: string, size: number): [number, number] | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return [start, end];
}
