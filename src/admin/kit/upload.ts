import { ApiRequestError, send, type ApiAnswer, type ApiPath, type Site } from '@client/api-client';

/**
 * A multipart POST through the one client, with upload progress (`onProgress` gets 0..100): the
 * client hands `hc` a fetch over XMLHttpRequest, so the URL, credentials and errors are the client's.
 */
export function postForm<P extends ApiPath<'post', S>, S extends Site = 'mm'>(
  path: P,
  body: FormData,
  opts: { site?: S; onProgress?: (percent: number) => void } = {},
): Promise<ApiAnswer<P, 'post', S>> {
  return send<ApiAnswer<P, 'post', S>>('post', opts.site ?? 'mm', path, { body, fetch: fetchWithProgress(opts.onProgress ?? (() => {})) });
}

/** A fetch over XMLHttpRequest, for uploads that report progress (0..100); fetch cannot. */
function fetchWithProgress(onProgress: (percent: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input));
      xhr.withCredentials = true;
      new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        const empty = [204, 205, 304].includes(xhr.status);
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
      };
      xhr.onerror = () => reject(new ApiRequestError(0, 'Network error'));
      xhr.onabort = () => reject(new ApiRequestError(0, 'Aborted'));
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** Form values as multipart: files as files, booleans as 'true'/'false', lists and objects as JSON, empty values left out. */
export function toFormData(values: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) fd.append(key, value);
    else if (Array.isArray(value) && value.every((v) => v instanceof Blob)) value.forEach((v) => fd.append(key, v as Blob));
    else if (typeof value === 'object') fd.append(key, JSON.stringify(value));
    else fd.append(key, String(value));
  }
  return fd;
}

/** Client-side file checks (the server checks content again). */
export const FILE_RULES = {
  image: { mimes: ['image/jpeg', 'image/png'], exts: ['jpg', 'jpeg', 'png'], accept: '.jpg,.jpeg,.png,image/jpeg,image/png' },
  pdf: { mimes: ['application/pdf'], exts: ['pdf'], accept: '.pdf,application/pdf' },
  video: { mimes: ['video/mp4'], exts: ['mp4'], accept: '.mp4,video/mp4' },
} as const;

export function fileKindOk(file: File, kind: keyof typeof FILE_RULES): boolean {
  const rule = FILE_RULES[kind];
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (rule.mimes as readonly string[]).includes(file.type) || (file.type === '' && (rule.exts as readonly string[]).includes(ext));
}

/** The spec's video limit: 314572800 bytes (300MB), the server's own constant. */
export { MAX_VIDEO_BYTES as VIDEO_MAX_BYTES } from '@shared/videos';
