import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError, send, type ApiAnswer } from '@client/api-client';
import { createApp } from '@api/app';
import { policyOf } from '@api/policy';
import type { Deps } from '@platform/ports';
import { postForm } from '@admin/kit/upload';

interface Seen {
  url: string;
  init: RequestInit;
}

function stubFetch(status: number, body: unknown) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('the one API client (hc underneath)', () => {
  it('builds the URL from the path and the query, leaving out empty values, with credentials and accept', async () => {
    const seen = stubFetch(200, { news: [], totalPages: 0 });
    const answer = await api.get('/get/news', { category: 8, lang: 'mn', page: undefined, limit: '' });
    expect(answer).toEqual({ news: [], totalPages: 0 });
    expect(seen[0].url).toBe('/api/mm/get/news?category=8&lang=mn');
    expect(seen[0].init.method).toBe('GET');
    expect(seen[0].init.credentials).toBe('include');
    expect(new Headers(seen[0].init.headers).get('accept')).toBe('application/json');
  });

  it('sends JSON bodies as JSON and FormData as it is', async () => {
    const seen = stubFetch(200, { link: {} });
    await api.post('/insert/social-link', { icon: 'facebook', link: 'https://facebook.com/x' });
    expect(seen[0].url).toBe('/api/mm/insert/social-link');
    expect(new Headers(seen[0].init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ icon: 'facebook', link: 'https://facebook.com/x' });
    const form = new FormData();
    form.append('title', 't');
    await api.post('/insert/document-pdf', form);
    expect(seen[1].init.body).toBe(form);
    await api.delete('/delete/news', { id: 3 });
    expect(seen[2]).toMatchObject({ url: '/api/mm/delete/news?id=3', init: { method: 'DELETE' } });
  });

  it('sends every route of the app to its own URL (hc would drop a last `index` segment: /check/index)', async () => {
    const seen = stubFetch(200, {});
    const routes = policyOf(createApp({} as Deps).routes).table;
    const keys = Object.keys(routes).filter((key) => key.includes(' /mm/') && !key.includes(':'));
    expect(keys.length).toBeGreaterThan(90);
    for (const key of keys) {
      const [method, full] = key.split(' ');
      const path = full.slice('/mm'.length);
      const verb = method.toLowerCase() as 'get' | 'post' | 'delete';
      await send(verb, 'mm', path, { query: { x: 1 } });
      expect(`${method} ${seen.at(-1)!.url}`).toBe(verb === 'post' ? `POST /api${full}?x=1` : `${method} /api${full}?x=1`);
    }
    await api.get('/check/index', { cid: '7.1.1' });
    expect(seen.at(-1)!.url).toBe('/api/mm/check/index?cid=7.1.1');
  });

  it('turns an error answer into ApiRequestError(status, message, field)', async () => {
    stubFetch(400, { message: 'Гарчиг оруулна уу', field: 'title' });
    const err = await api.post('/insert/news', new FormData()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 400, message: 'Гарчиг оруулна уу', field: 'title' });
  });

  it('uploads with progress through the same client (a fetch over XMLHttpRequest)', async () => {
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
    class FakeXhr {
      status = 200;
      statusText = 'OK';
      responseText = JSON.stringify({ banner: { id: 1 } });
      withCredentials = false;
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader(k: string, v: string) {
        sent.headers[k] = v;
      }
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const answer = await postForm('/insert/banner', form, { onProgress: (p) => progress.push(p) });
    expect(answer).toEqual({ banner: { id: 1 } });
    expect(sent).toMatchObject({ method: 'POST', url: '/api/mm/insert/banner', body: form, headers: { accept: 'application/json' } });
    expect(progress).toEqual([25]);
  });

  it('is typed by the routes', async () => {
    stubFetch(200, {});
    // @ts-expect-error a path that is not a GET route of the site
    await api.get('/get/newz');
    // @ts-expect-error a query key the route's validator does not know
    await api.get('/get/report', { lange: 'mn' });
    // @ts-expect-error a JSON field of the wrong type
    await api.post('/insert/social-link', { icon: 1, link: 'x' });
    const recent: ApiAnswer<'/get/recent-news'>['recentNews'] = [];
    expect(recent).toEqual([]);
  });
});
