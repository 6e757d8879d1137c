import { ApiRequestError, type Site } from '../../shared/api-client';

/**
 * A multipart POST with upload progress (fetch cannot report it): same origin, credentials, same
 * error type as `src/shared/api-client.ts`. `onProgress` gets 0..100.
 */
export function postForm<T>(path: string, body: FormData, opts: { site?: Site; onProgress?: (percent: number) => void } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${opts.site ?? 'mm'}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: { message?: string; field?: string } = {};
      try {
        data = JSON.parse(xhr.responseText || '{}');
      } catch {
        /* not JSON: keep the status text */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiRequestError(xhr.status, data.message ?? xhr.statusText, data.field));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'Network error'));
    xhr.onabort = () => reject(new ApiRequestError(0, 'Aborted'));
    xhr.send(body);
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
export { MAX_VIDEO_BYTES as VIDEO_MAX_BYTES } from '../../shared/videos';
