import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '@api/app';
import { publishedKind } from '@api/middleware/publishes';
import type { Deps } from '@platform/ports';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signIn(t, 2)).cookie;
});
afterAll(() => t.close());
beforeEach(() => {
  t.rebuild.reasons.length = 0;
});

const json = (path: string, body: unknown) =>
  t.request(`/api/mm${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('publishes() on the route', () => {
  it('signals the declared kind after a successful write', async () => {
    const res = await json('/insert/social-link', { icon: 'facebook', link: 'https://facebook.com/mma' });
    expect(res.status).toBe(200);
    expect(t.rebuild.reasons).toEqual(['social-links']);
  });

  it('signals nothing when the write is refused (400) or finds nothing (404)', async () => {
    expect((await json('/insert/social-link', {})).status).toBe(400);
    expect((await json('/update/social-link', { id: 999999, icon: 'facebook', link: 'https://facebook.com/x' })).status).toBe(404);
    const gone = await t.request('/api/mm/delete/news?id=999999', { method: 'DELETE', headers: { cookie } });
    expect(gone.status).toBe(404);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('signals nothing when the caller may not write (401)', async () => {
    const res = await t.request('/api/mm/delete/banner?id=1', { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('is declared on every write that changes a public page, and on no read', () => {
    const kinds = new Map<string, string>();
    for (const r of createApp({} as Deps).routes) {
      const kind = publishedKind(r.handler);
      if (kind) kinds.set(`${r.method} ${r.path.replace(/^\/api/, '')}`, kind);
    }
    expect([...kinds.keys()].filter((k) => k.startsWith('GET '))).toEqual([]);
    expect(kinds.get('POST /mm/insert/news')).toBe('news');
    expect(kinds.get('DELETE /mm/delete/report')).toBe('reports');
    expect(kinds.get('POST /mm/update/banner-sequence')).toBe('banners');
    expect([...kinds.keys()].filter((k) => k.includes(' /mm/'))).toHaveLength(32);
    const eventSite = ['category', 'social-link', 'footer'].flatMap((what) =>
      [`POST /mw/insert/${what}`, `POST /mw/update/${what}`, `DELETE /mw/delete/${what}`].map((k) => [k, kinds.get(k)]),
    );
    expect(eventSite.filter(([, kind]) => kind !== 'event-site')).toEqual([]);
    expect(kinds.get('POST /mw/insert/gallery')).toBe('event-gallery');
    const catban = ['POST /yp/yellow-page/update/category', 'POST /yp/yellow-page/insert/category'].map((k) => kinds.get(k));
    expect(catban).toEqual(['directory-categories', 'directory-categories']);
    const banners = ['insert/banner', 'delete/banner', 'update/banner-sequence'].map((w) =>
      kinds.get(`${w.startsWith('delete') ? 'DELETE' : 'POST'} /yp/yellow-page/${w}`),
    );
    expect(banners).toEqual(['directory-banners', 'directory-banners', 'directory-banners']);
    const directoryAdmin = [
      'update/company',
      'delete/contact',
      'delete/category',
      'delete/company',
      'update/person',
      'delete/person',
      'review/company',
      'review/person',
    ].map((w) => kinds.get(`${w.startsWith('delete') ? 'DELETE' : 'POST'} /yp/yellow-page/${w}`));
    expect(directoryAdmin).toEqual(new Array(8).fill('directory'));
    // the wizard's submits publish only when an admin adds (a public request waits for review)
    expect(['POST /yp/insert/yellow-registration', 'POST /yp/insert/yellow-consultant'].map((k) => kinds.get(k))).toEqual([
      'directory',
      'directory',
    ]);
  });
});
