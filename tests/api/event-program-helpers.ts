import { mkdir, readdir, rm } from 'node:fs/promises';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, jpgBytes, pngBytes } from '../helpers/upload-files';

/** One app on `/api/mw` with the three roles, a multipart poster and the stored file names. */
export type Who = 'admin' | 'moderator' | 'user' | null;
export type FormValues = Record<string, string | File | undefined>;

export const images = {
  png: (name = 'photo.png') => new File([pngBytes], name, { type: 'image/png' }),
  jpg: (name = 'photo.jpg') => new File([jpgBytes], name, { type: 'image/jpeg' }),
  /** A text file named and typed as a PNG: refused by its content. */
  fakePng: () => new File([htmlBytes], 'photo.png', { type: 'image/png' }),
};

export async function programTestApp() {
  const t = await createTestApp();
  const cookies = {
    admin: (await signIn(t, 2)).cookie,
    moderator: (await signIn(t, 1)).cookie,
    user: (await signIn(t, 3)).cookie,
  };
  const headers = (who: Who): Record<string, string> => (who ? { cookie: cookies[who] } : {});
  const form = (values: FormValues) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== undefined) fd.append(k, v);
    return fd;
  };
  return {
    t,
    get: (path: string, who: Who = null) => t.request(`/api/mw${path}`, { headers: headers(who) }),
    json: async <T = Record<string, unknown>>(path: string, who: Who = null) =>
      (await t.request(`/api/mw${path}`, { headers: headers(who) })).json() as Promise<T>,
    post: (path: string, values: FormValues, who: Who = 'admin') =>
      t.request(`/api/mw${path}`, { method: 'POST', body: form(values), headers: headers(who) }),
    del: (path: string, who: Who = 'admin') => t.request(`/api/mw${path}`, { method: 'DELETE', headers: headers(who) }),
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
