import { mkdir, readdir, rm } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aboutPeople } from '@db/schema';
import { ABOUT_MESSAGES, PLACEHOLDER_PROFILES } from '@shared/about';
import { createTestApp } from '../helpers/app';
import { mn } from '../helpers/messages';
import { signIn } from '../helpers/auth';
import { htmlBytes, jpgBytes, pngBytes } from '../helpers/upload-files';

let t: Awaited<ReturnType<typeof createTestApp>>;
const who: Record<'admin' | 'moderator' | 'user', string> = { admin: '', moderator: '', user: '' };
type Values = Record<string, string | File | undefined>;
type Person = typeof aboutPeople.$inferSelect;

const png = () => new File([pngBytes], 'p.png', { type: 'image/png' });
const jpg = () => new File([jpgBytes], 'p.jpg', { type: 'image/jpeg' });
const fake = () => new File([htmlBytes], 'p.png', { type: 'image/png' });
const form = (v: Values) => {
  const fd = new FormData();
  for (const [k, x] of Object.entries(v)) if (x !== undefined) fd.append(k, x);
  return fd;
};
const post = (path: string, v: Values, as: keyof typeof who | null = 'admin') =>
  t.request(`/api/mm${path}`, { method: 'POST', body: form(v), headers: as ? { cookie: who[as] } : {} });
const del = (id: number | string, as: keyof typeof who | null = 'admin') =>
  t.request(`/api/mm/delete/about-us?id=${id}`, { method: 'DELETE', headers: as ? { cookie: who[as] } : {} });
const rows = async () => (await t.db.select({ n: count() }).from(aboutPeople))[0].n;
const files = async () =>
  (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
const fileOf = (url: string) => url.split('/').pop()!;

const PRESIDENT: Values = { about_category: 'President', name: 'Ц.Энхтайван', name_en: 'Ts. Enkhtaivan', years_of_work: '1994–2002' };
const COUNCIL: Values = {
  about_category: 'Association',
  name: 'Б.Мөнх-Очир',
  position: 'Гүйцэтгэх захирал',
  position_en: 'CEO',
  company: 'Эрдэнэт',
  company_en: 'Erdenet',
};
const OFFICE: Values = { about_category: 'Office', name: 'Х.Болормаа', position: 'Захирал', email: 'Bolormaa@Mining-Assoc.mn' };
const AUDITOR: Values = { about_category: 'Auditor', name: 'Р.Дөлгөөн', company: 'Эко Аудит' };

async function inserted(v: Values, image: File | string = png()): Promise<Person> {
  const res = await post('/insert/about-us', { ...v, image });
  expect(res.status).toBe(200);
  return ((await res.json()) as { about: Person }).about;
}

beforeAll(async () => {
  t = await createTestApp();
  who.admin = (await signIn(t, 2)).cookie;
  who.moderator = (await signIn(t, 1)).cookie;
  who.user = (await signIn(t, 3)).cookie;
});
beforeEach(async () => {
  await t.db.delete(aboutPeople);
  t.rebuild.reasons.length = 0;
  await rm(t.filesDir, { recursive: true, force: true });
  await mkdir(t.filesDir);
});
afterAll(() => t.close());

describe('GET /get/about-us', () => {
  it('answers an empty list', async () => {
    expect(await (await t.request('/api/mm/get/about-us')).json()).toEqual({ about: [] });
  });

  it('gives visitors every category but e-mails only of office staff, and no internal dates', async () => {
    await inserted(PRESIDENT);
    await inserted(OFFICE);
    await inserted({ ...AUDITOR, email: 'private@audit.mn' });
    const { about } = (await (await t.request('/api/mm/get/about-us')).json()) as { about: Person[] };
    expect(about.map((p) => p.about_category)).toEqual(['President', 'Office', 'Auditor']);
    expect(about[1].email).toBe('bolormaa@mining-assoc.mn');
    expect(about.every((p) => !('created_at' in p))).toBe(true);
    expect(JSON.stringify(about)).not.toContain('private@audit.mn');
  });

  it('narrows to one section with about_category; refuses an unknown one', async () => {
    await inserted(PRESIDENT);
    await inserted(AUDITOR);
    const { about } = (await (
      await t.request('/api/mm/get/about-us?about_category=Auditor', { headers: { cookie: who.user } })
    ).json()) as {
      about: Person[];
    };
    expect(about.map((p) => p.name)).toEqual([AUDITOR.name]);
    expect((await t.request('/api/mm/get/about-us?about_category=Boss')).status).toBe(400);
  });

  it('gives a signed-in admin every field', async () => {
    await inserted(OFFICE);
    const { about } = (await (await t.request('/api/mm/get/about-us', { headers: { cookie: who.user } })).json()) as { about: Person[] };
    expect(about[0]).toHaveProperty('created_at');
  });
});

describe('POST /insert/about-us', () => {
  it('stores each category with its fields, the picture, and asks for a rebuild', async () => {
    const p = await inserted(PRESIDENT, jpg());
    expect(p).toMatchObject({ about_category: 'President', years_of_work: '1994–2002', position: '' });
    expect(p.profile).toMatch(/^\/files\/about\/[\w-]+\.jpg$/);
    expect(await files()).toContain(fileOf(p.profile));
    const o = await inserted({ ...OFFICE, years_of_work: 'ignored', company: 'ignored' });
    expect(o).toMatchObject({ email: 'bolormaa@mining-assoc.mn', years_of_work: '', company: '' });
    const a = await inserted(AUDITOR);
    expect(a).toMatchObject({ about_category: 'Auditor', company: 'Эко Аудит' });
    expect(t.rebuild.reasons).toEqual(['about', 'about', 'about']);
  });

  it('takes the form’s default-picture choice when no image is given', async () => {
    const res = await post('/insert/about-us', { ...OFFICE, profile_default: 'male' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { about: Person }).about.profile).toBe(PLACEHOLDER_PROFILES.male);
    expect((await post('/insert/about-us', { ...OFFICE, profile_default: 'robot' })).status).toBe(400);
  });

  it('accepts a default placeholder picture (moderator)', async () => {
    const res = await post('/insert/about-us', { ...COUNCIL, image: PLACEHOLDER_PROFILES.female }, 'moderator');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { about: Person }).about.profile).toBe(PLACEHOLDER_PROFILES.female);
  });

  const failures: [Values, string, string][] = [
    [{ ...PRESIDENT, name: ' ' }, 'name', mn(ABOUT_MESSAGES.name)],
    [{ ...PRESIDENT, years_of_work: '' }, 'years_of_work', mn(ABOUT_MESSAGES.years_of_work)],
    [{ ...COUNCIL, position: '' }, 'position', mn(ABOUT_MESSAGES.position)],
    [{ ...COUNCIL, company: '' }, 'company', mn(ABOUT_MESSAGES.company)],
    [{ ...OFFICE, email: '' }, 'email', mn(ABOUT_MESSAGES.email)],
    [{ ...OFFICE, email: 'nope' }, 'email', mn(ABOUT_MESSAGES.emailFormat)],
    [{ ...AUDITOR, name: '' }, 'name', mn(ABOUT_MESSAGES.name)],
    [{ ...AUDITOR, about_category: 'Boss' }, 'about_category', mn(ABOUT_MESSAGES.category)],
    [{ ...PRESIDENT, name: 'x'.repeat(201) }, 'name', mn(ABOUT_MESSAGES.tooLong)],
  ];
  it('checks the category rules of §5 with their messages; nothing stored', async () => {
    for (const [v, field, message] of failures) {
      const res = await post('/insert/about-us', { ...v, image: png() });
      expect(res.status, JSON.stringify(v)).toBe(400);
      expect(await res.json()).toMatchObject({ field, message });
    }
    expect(await rows()).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('requires a picture; refuses a fake image and an outside URL', async () => {
    const none = await post('/insert/about-us', { ...PRESIDENT });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ field: 'image', message: mn(ABOUT_MESSAGES.image) });
    expect((await post('/insert/about-us', { ...PRESIDENT, image: fake() })).status).toBe(415);
    const outside = await post('/insert/about-us', { ...PRESIDENT, image: 'https://evil.example/x.png' });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ field: 'image', message: mn(ABOUT_MESSAGES.imageUrl) });
    expect(await rows()).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('needs a session (401) and a content role (403)', async () => {
    expect((await post('/insert/about-us', { ...PRESIDENT, image: png() }, null)).status).toBe(401);
    expect((await post('/insert/about-us', { ...PRESIDENT, image: png() }, 'user')).status).toBe(403);
    expect(await rows()).toBe(0);
  });

  it('takes multipart only', async () => {
    const res = await t.request('/api/mm/insert/about-us', {
      method: 'POST',
      body: JSON.stringify(PRESIDENT),
      headers: { cookie: who.admin, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(415);
  });
});

describe('POST /update/about-us', () => {
  it('keeps the picture without a new one, replaces (and deletes) it with a new file', async () => {
    const p = await inserted(PRESIDENT);
    const keep = await post('/update/about-us', { ...PRESIDENT, id: String(p.id), name: 'Ц.Энхтайван (хүндэт)' });
    expect(keep.status).toBe(200);
    expect(((await keep.json()) as { about: Person }).about).toMatchObject({ name: 'Ц.Энхтайван (хүндэт)', profile: p.profile });
    const res = await post('/update/about-us', { ...PRESIDENT, id: String(p.id), image: jpg() });
    const updated = ((await res.json()) as { about: Person }).about;
    expect(updated.profile).not.toBe(p.profile);
    expect(await files()).toEqual([fileOf(updated.profile)]);
  });

  it('accepts the previous picture or a placeholder as a URL', async () => {
    const p = await inserted(OFFICE);
    expect((await post('/update/about-us', { ...OFFICE, id: String(p.id), image: p.profile })).status).toBe(200);
    const res = await post('/update/about-us', { ...OFFICE, id: String(p.id), image: PLACEHOLDER_PROFILES.male });
    expect(((await res.json()) as { about: Person }).about.profile).toBe(PLACEHOLDER_PROFILES.male);
    expect(await files()).toEqual([]);
  });

  it('404 for a missing id, 400 for a bad id or a broken rule, nothing changed', async () => {
    const p = await inserted(COUNCIL);
    expect((await post('/update/about-us', { ...COUNCIL, id: '999999' })).status).toBe(404);
    expect((await post('/update/about-us', { ...COUNCIL, id: 'abc' })).status).toBe(400);
    const bad = await post('/update/about-us', { ...COUNCIL, id: String(p.id), company: '' });
    expect(await bad.json()).toMatchObject({ field: 'company', message: mn(ABOUT_MESSAGES.company) });
    const [row] = await t.db.select().from(aboutPeople);
    expect(row.company).toBe('Эрдэнэт');
    expect((await post('/update/about-us', { ...COUNCIL, id: String(p.id) }, 'user')).status).toBe(403);
  });
});

describe('DELETE /delete/about-us', () => {
  it('deletes the row and its stored picture, asks for a rebuild', async () => {
    const p = await inserted(AUDITOR);
    t.rebuild.reasons.length = 0;
    const res = await del(p.id);
    expect(res.status).toBe(200);
    expect(await rows()).toBe(0);
    expect(await files()).toEqual([]);
    expect(t.rebuild.reasons).toEqual(['about']);
  });

  it('keeps a picture another person still shows', async () => {
    const a = await inserted(AUDITOR);
    await inserted({ ...AUDITOR, name: 'Ш.Хулан' }, a.profile);
    await del(a.id);
    expect(await files()).toEqual([fileOf(a.profile)]);
  });

  it('404 for a missing id, 400 for a bad one, 401/403 without rights', async () => {
    const p = await inserted(AUDITOR);
    expect((await del(999999)).status).toBe(404);
    expect((await del('x')).status).toBe(400);
    expect((await del(p.id, null)).status).toBe(401);
    expect((await del(p.id, 'user')).status).toBe(403);
    expect(await rows()).toBe(1);
  });
});
