import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

/** The one shared-path rule (src/api/admin-view.ts): the admin's answer for a signed-in account that sends no `lang`. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signIn(t, 3)).cookie;
  await t.db.insert(categories).values([
    { cid: 8, category: 'Мэдээ', category_en: 'News' },
    { cid: 9, category: 'Нуугдсан', category_en: 'Hidden', category_status: false },
  ]);
});
afterAll(() => t.close());

const cids = async (path: string, signedIn: boolean) => {
  const res = await t.request(path, signedIn ? { headers: { cookie } } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { categories: { cid: number }[] }).categories.map((c) => c.cid);
};

describe('shared paths: one rule', () => {
  it('/get/category: inactive items only for a signed-in call without lang', async () => {
    expect(await cids('/api/mm/get/category', false)).toEqual([8]);
    expect(await cids('/api/mm/get/category?lang=mn', false)).toEqual([8]);
    expect(await cids('/api/mm/get/category', true)).toEqual([8, 9]);
    expect(await cids('/api/mm/get/category?lang=en', true)).toEqual([8]);
  });

  it("/get/news: the admin's parameters only for a signed-in call without lang", async () => {
    expect((await t.request('/api/mm/get/news?category=all')).status).toBe(400);
    expect((await t.request('/api/mm/get/news?category=all', { headers: { cookie } })).status).toBe(200);
    expect((await t.request('/api/mm/get/news?category=all&lang=mn', { headers: { cookie } })).status).toBe(400);
    expect((await t.request('/api/mm/get/news?category=8&lang=mn', { headers: { cookie } })).status).toBe(200);
  });

  it('/get/member-answers: without a session or with lang, the member check applies', async () => {
    expect((await t.request('/api/mm/get/member-answers?answerId=1&memberId=1')).status).toBe(401);
    expect((await t.request('/api/mm/get/member-answers?answerId=1&memberId=1&lang=mn', { headers: { cookie } })).status).toBe(401);
    expect((await t.request('/api/mm/get/member-answers?answerId=1&memberId=1', { headers: { cookie } })).status).toBe(404);
  });
});
