import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { minerals } from '@db/schema';
import { fileListTestApp } from './file-lists-helpers';

let h: Awaited<ReturnType<typeof fileListTestApp>>;

beforeAll(async () => {
  h = await fileListTestApp();
});
beforeEach(async () => {
  await h.t.db.delete(minerals);
  h.t.rebuild.reasons.length = 0;
});
afterAll(() => h.t.close());

describe('minerals', () => {
  it('lists the mineral grid (empty, then in order)', async () => {
    expect(await (await h.get('/get/minerals')).json()).toEqual({ minerals: [] });
    await h.t.db.insert(minerals).values([
      { image: '/files/seed/m1.png', name: 'Зэс', name_en: 'Copper' },
      { image: '/files/seed/m2.png', name: 'Алт', name_en: 'Gold' },
    ]);
    const body = (await (await h.get('/get/minerals')).json()) as { minerals: object[] };
    expect(body.minerals).toEqual([
      expect.objectContaining({ image: '/files/seed/m1.png', name: 'Зэс', name_en: 'Copper' }),
      expect.objectContaining({ image: '/files/seed/m2.png', name: 'Алт', name_en: 'Gold' }),
    ]);
  });
});
