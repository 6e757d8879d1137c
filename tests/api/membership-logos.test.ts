import { mkdir, readdir, rm } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberCompanies, memberLogos, partnerLogos } from '@db/schema';
import { MEMBERSHIP_MESSAGES } from '@shared/membership';
import { createTestApp } from '../helpers/app';
import { mn } from '../helpers/messages';
import { signIn } from '../helpers/auth';
import { exeBytes, pngBytes } from '../helpers/upload-files';

let t: Awaited<ReturnType<typeof createTestApp>>;
const who: Record<'admin' | 'moderator' | 'user', string> = { admin: '', moderator: '', user: '' };
type Values = Record<string, string | File | undefined>;
type Logo = typeof memberLogos.$inferSelect;
type Company = typeof memberCompanies.$inferSelect;

const png = () => new File([pngBytes], 'l.png', { type: 'image/png' });
const form = (v: Values) => {
  const fd = new FormData();
  for (const [k, x] of Object.entries(v)) if (x !== undefined) fd.append(k, x);
  return fd;
};
const post = (path: string, v: Values, as: keyof typeof who | null = 'admin') =>
  t.request(`/api/mm${path}`, { method: 'POST', body: form(v), headers: as ? { cookie: who[as] } : {} });
const del = (path: string, id: number | string, as: keyof typeof who | null = 'admin') =>
  t.request(`/api/mm${path}?id=${id}`, { method: 'DELETE', headers: as ? { cookie: who[as] } : {} });
const getJson = async <T>(path: string, as: keyof typeof who | null = null) =>
  (await (await t.request(`/api/mm${path}`, { headers: as ? { cookie: who[as] } : {} })).json()) as T;
const files = async () =>
  (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
const fileOf = (url: string) => url.split('/').pop()!;
const n = async (table: typeof memberLogos | typeof memberCompanies) => (await t.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  who.admin = (await signIn(t, 2)).cookie;
  who.moderator = (await signIn(t, 1)).cookie;
  who.user = (await signIn(t, 3)).cookie;
});
beforeEach(async () => {
  await t.db.delete(memberLogos);
  await t.db.delete(memberCompanies);
  await t.db.delete(partnerLogos);
  t.rebuild.reasons.length = 0;
  await rm(t.filesDir, { recursive: true, force: true });
  await mkdir(t.filesDir);
});
afterAll(() => t.close());

describe('public logo calls', () => {
  it('answer empty lists', async () => {
    for (const path of ['/get/logos', '/get/member-logo', '/get/responsible-logo']) expect(await getJson(path)).toEqual({ logos: [] });
  });

  it('GET /get/logos gives every partner logo with its committee flags; /get/responsible-logo only the programme ones', async () => {
    await t.db.insert(partnerLogos).values([
      { name: 'A', logo: '/files/a.png', link: 'https://a.mn', legal_committee: true, responsible: true },
      { name: 'B', logo: '/files/b.png', environment_committee: true },
    ]);
    const all = await getJson<{ logos: (typeof partnerLogos.$inferSelect)[] }>('/get/logos');
    expect(all.logos.map((l) => l.name)).toEqual(['A', 'B']);
    expect(all.logos[0]).toMatchObject({ legal_committee: true, public_relations_committee: false, link: 'https://a.mn' });
    const responsible = await getJson<{ logos: { name: string }[] }>('/get/responsible-logo');
    expect(responsible.logos.map((l) => l.name)).toEqual(['A']);
  });

  it('GET /get/member-logo gives logo, link and the two flags', async () => {
    await t.db.insert(memberLogos).values({ name: 'Эрдэнэт', logo: '/files/e.png', link: 'https://erdenet.mn', board_member: true });
    const { logos } = await getJson<{ logos: Record<string, unknown>[] }>('/get/member-logo');
    expect(logos).toEqual([
      expect.objectContaining({ logo: '/files/e.png', link: 'https://erdenet.mn', board_member: true, main_member: false }),
    ]);
  });
});

describe('membership logos (admin)', () => {
  const VALID: Values = { name: 'Эрдэнэт', link: 'https://erdenet.mn', board_member: 'true', main_member: 'false' };
  const inserted = async (v: Values = {}) => {
    const res = await post('/insert/membership', { ...VALID, image: png(), ...v });
    expect(res.status).toBe(200);
    return ((await res.json()) as { logo: Logo }).logo;
  };

  it('inserts, lists (GET /get/membership), updates and deletes with files and rebuilds', async () => {
    const logo = await inserted();
    expect(logo).toMatchObject({ name: 'Эрдэнэт', board_member: true, main_member: false });
    expect(await files()).toEqual([fileOf(logo.logo)]);
    expect((await getJson<{ logos: Logo[] }>('/get/membership', 'user')).logos).toHaveLength(1);

    const upd = await post('/update/membership', { ...VALID, id: String(logo.id), main_member: 'true', image: png() }, 'moderator');
    expect(upd.status).toBe(200);
    const updated = ((await upd.json()) as { logo: Logo }).logo;
    expect(updated).toMatchObject({ main_member: true });
    expect(await files()).toEqual([fileOf(updated.logo)]);

    expect((await del('/delete/membership', logo.id)).status).toBe(200);
    expect(await n(memberLogos)).toBe(0);
    expect(await files()).toEqual([]);
    expect(t.rebuild.reasons).toEqual(['membership', 'membership', 'membership']);
  });

  it('link is optional, flags default to false', async () => {
    const logo = await inserted({ link: '', board_member: undefined, main_member: undefined });
    expect(logo).toMatchObject({ link: '', board_member: false, main_member: false });
  });

  it('checks name, logo, link and file type; nothing stored', async () => {
    const cases: [Values, number, string, string?][] = [
      [{ name: '' }, 400, 'name', mn(MEMBERSHIP_MESSAGES.name)],
      [{ image: undefined }, 400, 'image', mn(MEMBERSHIP_MESSAGES.logo)],
      [{ link: 'javascript:alert(1)' }, 400, 'link', mn(MEMBERSHIP_MESSAGES.link)],
      [{ board_member: 'maybe' }, 400, 'board_member'],
      [{ image: new File([exeBytes], 'x.png') }, 415, 'image'],
    ];
    for (const [v, status, field, message] of cases) {
      const res = await post('/insert/membership', { ...VALID, image: png(), ...v });
      expect(res.status, JSON.stringify(v)).toBe(status);
      const body = await res.json();
      expect(body).toMatchObject({ field });
      if (message) expect(body).toMatchObject({ message });
    }
    expect(await n(memberLogos)).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('404 on missing ids, 401/403 without rights, GET needs a session', async () => {
    const logo = await inserted();
    expect((await post('/update/membership', { ...VALID, id: '99999' })).status).toBe(404);
    expect((await del('/delete/membership', 99999)).status).toBe(404);
    expect((await post('/insert/membership', { ...VALID, image: png() }, null)).status).toBe(401);
    expect((await post('/insert/membership', { ...VALID, image: png() }, 'user')).status).toBe(403);
    expect((await post('/update/membership', { ...VALID, id: String(logo.id) }, 'user')).status).toBe(403);
    expect((await del('/delete/membership', logo.id, 'user')).status).toBe(403);
    expect((await t.request('/api/mm/get/membership')).status).toBe(401);
    expect(await n(memberLogos)).toBe(1);
  });

  it('keeps a logo file a partner logo still shows', async () => {
    const logo = await inserted();
    await t.db.insert(partnerLogos).values({ name: 'same', logo: logo.logo });
    await del('/delete/membership', logo.id);
    expect(await files()).toEqual([fileOf(logo.logo)]);
  });
});

describe('member companies (admin)', () => {
  const VALID: Values = { name: 'Эрдэнэт Үйлдвэр ХХК', email: 'Info@Erdenet.mn' };
  const inserted = async (v: Values = {}) => {
    const res = await post('/insert/member-companies', { ...VALID, image: png(), ...v });
    expect(res.status).toBe(200);
    return ((await res.json()) as { member: Company }).member;
  };

  it('inserts (active by default, e-mail lower-cased) and lists with a name search', async () => {
    const m = await inserted();
    expect(m).toMatchObject({ email: 'info@erdenet.mn', active: true });
    await inserted({ name: 'Оюу Толгой ХХК', email: 'info@ot.mn', active: 'false' });
    const all = await getJson<{ members: Company[] }>('/get/member-companies', 'user');
    expect(all.members).toHaveLength(2);
    const found = await getJson<{ members: Company[] }>(`/get/member-companies?name=${encodeURIComponent('оюу')}`, 'admin');
    expect(found.members.map((c) => c.name)).toEqual(['Оюу Толгой ХХК']);
    expect((await getJson<{ members: Company[] }>('/get/member-companies?name=zzz', 'admin')).members).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('a taken e-mail gets 200 with the message and no member; nothing stored', async () => {
    await inserted();
    const res = await post('/insert/member-companies', { ...VALID, name: 'Өөр', email: 'INFO@erdenet.mn', image: png() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Бүртгэлтэй и-мэйл хаяг байна.' });
    expect(await n(memberCompanies)).toBe(1);
    expect(await files()).toHaveLength(1);
  });

  it('update: same e-mail of itself is fine, another company’s e-mail gets the message, a new image replaces the old file', async () => {
    const a = await inserted();
    const b = await inserted({ name: 'B', email: 'b@b.mn' });
    expect((await post('/update/member-companies', { ...VALID, id: String(a.id), name: 'Эрдэнэт' })).status).toBe(200);
    const clash = await post('/update/member-companies', { ...VALID, id: String(b.id), email: 'info@erdenet.mn' });
    expect(await clash.json()).toEqual({ message: 'Бүртгэлтэй и-мэйл хаяг байна.' });
    const res = await post('/update/member-companies', { name: 'B2', email: 'b@b.mn', id: String(b.id), image: png(), active: 'false' });
    const updated = ((await res.json()) as { member: Company }).member;
    expect(updated).toMatchObject({ name: 'B2', active: false });
    expect((await files()).sort()).toEqual([fileOf(a.logo), fileOf(updated.logo)].sort());
  });

  it('checks name, e-mail and image', async () => {
    const cases: [Values, string, string][] = [
      [{ name: '' }, 'name', mn(MEMBERSHIP_MESSAGES.name)],
      [{ email: '' }, 'email', mn(MEMBERSHIP_MESSAGES.email)],
      [{ email: 'x@y' }, 'email', mn(MEMBERSHIP_MESSAGES.emailFormat)],
      [{ image: undefined }, 'image', mn(MEMBERSHIP_MESSAGES.image)],
    ];
    for (const [v, field, message] of cases) {
      const res = await post('/insert/member-companies', { ...VALID, image: png(), ...v });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field, message });
    }
    expect(await n(memberCompanies)).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('delete removes the row and its logo; 404 on a missing id; 401/403 without rights', async () => {
    const m = await inserted();
    expect((await del('/delete/member-companies', m.id, null)).status).toBe(401);
    expect((await del('/delete/member-companies', m.id, 'user')).status).toBe(403);
    expect((await post('/insert/member-companies', { ...VALID, image: png() }, 'user')).status).toBe(403);
    expect((await t.request('/api/mm/get/member-companies')).status).toBe(401);
    expect((await del('/delete/member-companies', 99999)).status).toBe(404);
    expect((await post('/update/member-companies', { ...VALID, id: '99999' })).status).toBe(404);
    expect((await del('/delete/member-companies', m.id)).status).toBe(200);
    expect(await n(memberCompanies)).toBe(0);
    expect(await files()).toEqual([]);
  });
});
