import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPath } from '@admin/router';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, withTimeout } from '@admin/lazy';
import { fileKindOk, toFormData, VIDEO_MAX_BYTES } from '@admin/kit/upload';
import { valuesFromRow } from '@admin/kit/ResourceForm';
import { groups } from '@admin/registry';
import { shown } from '@admin/i18n';
import { newsInsertSchema, newsUpdateSchema } from '@shared/news';
import type { Field } from '@admin/kit/types';

describe('matchPath', () => {
  it('matches literal segments and returns named params', () => {
    expect(matchPath('/admin/dashboard', '/admin/dashboard')).toEqual({});
    expect(matchPath('/admin/edit-static/:cid', '/admin/edit-static/12')).toEqual({ cid: '12' });
    expect(matchPath('/admin/edit-static/:cid', '/admin/edit-static/%D0%B0')).toEqual({ cid: 'а' });
  });
  it('refuses other paths, other lengths and broken encodings', () => {
    expect(matchPath('/admin/dashboard', '/admin/dashboards')).toBeNull();
    expect(matchPath('/admin/edit-static/:cid', '/admin/edit-static')).toBeNull();
    expect(matchPath('/admin/edit-static/:cid', '/admin/edit-static/1/2')).toBeNull();
    expect(matchPath('/admin/edit-static/:cid', '/admin/edit-static/%E0%A4%A')).toBeNull();
  });
});

describe('registry', () => {
  const screens = groups.flatMap((g) => g.screens);
  it('lists every route of the spec once, under /admin', () => {
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/admin/dashboard',
      '/admin/link',
      '/admin/add-news',
      '/admin/update-news',
      '/admin/edit-static/:cid',
      '/admin/report',
    ])
      expect(paths).toContain(p);
    expect(paths.every((p) => p.startsWith('/admin/') && p !== '/admin/login')).toBe(true);
  });
  it('groups the sidebar by the three sites', () => {
    expect(groups.map((g) => g.label)).toEqual(['admin.group.association', 'admin.group.event', 'admin.group.directory']);
  });
});

describe('lazy screens time out', () => {
  afterEach(() => vi.useRealTimers());
  it('rejects with a ChunkLoadError after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => {}));
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
  it('passes a loaded module through and turns a failed import into a ChunkLoadError', async () => {
    await expect(withTimeout(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
    await expect(withTimeout(() => Promise.reject(new Error('net')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('file checks in the browser', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
  it('takes jpg/png images, PDFs and mp4 by type (or extension when the browser gives none)', () => {
    expect(fileKindOk(file('a.png', 'image/png'), 'image')).toBe(true);
    expect(fileKindOk(file('a.JPG', ''), 'image')).toBe(true);
    expect(fileKindOk(file('a.gif', 'image/gif'), 'image')).toBe(false);
    expect(fileKindOk(file('a.pdf', 'application/pdf'), 'image')).toBe(false);
    expect(fileKindOk(file('a.pdf', 'application/pdf'), 'pdf')).toBe(true);
    expect(fileKindOk(file('a.mov', 'video/quicktime'), 'video')).toBe(false);
    expect(fileKindOk(file('a.mp4', 'video/mp4'), 'video')).toBe(true);
    expect(VIDEO_MAX_BYTES).toBe(314572800);
  });
});

describe('toFormData', () => {
  it('sends files as parts, booleans as text, lists as JSON and leaves out empty values', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const fd = toFormData({
      image,
      flag: true,
      n: 3,
      list: [{ type: 'url', index: 0 }],
      none: null,
      missing: undefined,
      url: '/files/a.png',
    });
    expect(fd.get('image')).toBeInstanceOf(File);
    expect(fd.get('flag')).toBe('true');
    expect(fd.get('n')).toBe('3');
    expect(fd.get('list')).toBe('[{"type":"url","index":0}]');
    expect(fd.has('none')).toBe(false);
    expect(fd.has('missing')).toBe(false);
    expect(fd.get('url')).toBe('/files/a.png');
  });
});

describe('the news form validates raw form values with the server schema', () => {
  const fields: Field[] = [
    { name: 'title', label: 't', type: 'text' },
    { name: 'news_status', label: 's', type: 'select' },
    { name: 'yellow_book', label: 'y', type: 'radio' },
    { name: 'featured', label: 'f', type: 'checkbox' },
    { name: 'category_cid', label: 'c', type: 'select' },
  ];
  it('maps a row to form values (choice booleans and numbers as text)', () => {
    expect(valuesFromRow(fields, { title: 'A', news_status: false, yellow_book: true, featured: true, category_cid: 8 })).toEqual({
      title: 'A',
      news_status: 'false',
      yellow_book: 'true',
      featured: true,
      category_cid: '8',
    });
  });
  const raw = {
    title: 'Гарчиг',
    summary: 'Хураангуй',
    text: '<p>Агуулга</p>',
    title_en: '',
    summary_en: '',
    text_en: '',
    category_cid: '8',
    publisher: 'Оюун',
    news_status: 'true',
    yellow_book: 'false',
  };
  it('accepts a complete add form and an edit form that keeps the stored image', () => {
    const image = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    expect(newsInsertSchema.safeParse({ ...raw, image }).success).toBe(true);
    expect(newsUpdateSchema.safeParse({ ...raw, id: 5, image: '/files/news/a.png' }).success).toBe(true);
  });
  it('refuses an empty add form with the spec messages on the right fields', () => {
    const result = newsInsertSchema.safeParse({ ...raw, title: '', summary: '', text: '', category_cid: '', image: null });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), shown(i.message)]));
    expect(byField).toMatchObject({
      image: 'Зураг оруулна уу',
      title: 'Мэдээг дор хаяж нэг хэлээр оруулна уу',
      category_cid: 'Ангилал сонгоно уу',
    });
  });
});
