import { mkdir, readdir, rm } from 'node:fs/promises';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, jpgBytes, mp4Bytes, pdfBytes, pngBytes } from '../helpers/upload-files';

/** Shared set-up of the API tests of uploads (reports, documents, videos, sustainable mining, the event's presenters and agenda): one app, three roles, form and file helpers. */
export type Who = 'admin' | 'moderator' | 'user' | null;
export type FormValues = Record<string, string | File | (string | File)[] | undefined>;

export const files = {
  png: (name = 'poster.png') => new File([pngBytes], name, { type: 'image/png' }),
  jpg: (name = 'cover.jpg') => new File([jpgBytes], name, { type: 'image/jpeg' }),
  pdf: (name = 'report.pdf') => new File([pdfBytes], name, { type: 'application/pdf' }),
  mp4: (name = 'lesson.mp4') => new File([mp4Bytes], name, { type: 'video/mp4' }),
  /** A page disguised by its name and type: refused by content. */
  htmlAs: (name: string, type: string) => new File([htmlBytes], name, { type }),
};

export async function fileListTestApp(site: 'mm' | 'mw' = 'mm') {
  const t = await createTestApp();
  const cookies = {
    admin: (await signIn(t, 2)).cookie,
    moderator: (await signIn(t, 1)).cookie,
    user: (await signIn(t, 3)).cookie,
  };
  const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookies[who] } : {}), ...extra });
  const form = (values: FormValues) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(values)) for (const item of [v].flat()) if (item !== undefined) fd.append(k, item);
    return fd;
  };
  return {
    t,
    cookies,
    get: (path: string, who: Who = null) => t.request(`/api/${site}${path}`, { headers: headers(who) }),
    json: async <T = Record<string, unknown>>(path: string, who: Who = null) =>
      (await t.request(`/api/${site}${path}`, { headers: headers(who) })).json() as Promise<T>,
    post: (path: string, values: FormValues, who: Who = 'admin') =>
      t.request(`/api/${site}${path}`, { method: 'POST', body: form(values), headers: headers(who) }),
    postJson: (path: string, body: unknown, who: Who = 'admin') =>
      t.request(`/api/${site}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: headers(who, { 'content-type': 'application/json' }),
      }),
    del: (path: string, who: Who = 'admin') => t.request(`/api/${site}${path}`, { method: 'DELETE', headers: headers(who) }),
    /** Names of the files in storage. */
    stored: async () =>
      (await readdir(t.filesDir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort(),
    clearFiles: async () => {
      await rm(t.filesDir, { recursive: true, force: true });
      await mkdir(t.filesDir);
    },
  };
}

export const fileOf = (url: string) => url.split('/').pop()!;
