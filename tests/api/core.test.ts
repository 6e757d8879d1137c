import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API core', () => {
  it('reports database reachability on /api/health', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const res = await t.request('/api/mm/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Олдсонгүй' });
    const en = await t.request('/api/mm/nope?lang=en');
    expect(await en.json()).toEqual({ message: 'Not found' });
  });

  for (const type of [
    'application/json',
    'text/plain',
    undefined,
    'Application/X-WWW-Form-Urlencoded',
    'multipart/form-data; boundary=x',
  ]) {
    it(`refuses a cross-origin write with Content-Type ${type ?? '(none)'}`, async () => {
      const headers: Record<string, string> = { origin: 'https://evil.example' };
      if (type) headers['content-type'] = type;
      const res = await t.request('/api/mm/insert/news', { method: 'POST', headers, body: 'x' });
      expect(res.status).toBe(403);
    });
  }

  it('refuses a write with no Origin and a cross-site Sec-Fetch-Site', async () => {
    const res = await t.app.request('/api/mm/insert/news', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });
});
