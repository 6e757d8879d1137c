import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingUsers, memberCompanies, verificationCodes } from '@db/schema';
import { checkCode, issueCode, MAX_CODE_ATTEMPTS } from '@api/verification-codes';
import { BOOKING_MESSAGES } from '@shared/meeting-booking';
import { createTestApp } from '../helpers/app';
import { json, lastCodeFor, type TestApp } from './assessment-fixtures';
import { en } from '../helpers/messages';

/**
 * SECURITY 15 / issue 23 item 1: the five tries of a code hold against guesses sent all at once.
 * Each guess comes from its own address (the test app trusts `cf-connecting-ip`, as Cloudflare sets
 * it), so the per-address wrong-code ceiling stays out of the way and only the per-code count is
 * tested. Run it on Postgres too: PGlite runs one statement at a time.
 */

const GUESSES = 200;
let t: TestApp;
let ip = 0;
const fromIp = () => ({ 'cf-connecting-ip': `10.23.${Math.floor(++ip / 250)}.${ip % 250}` });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const codeRow = async (column: 'member_id' | 'meeting_user_id', id: number) =>
  (await t.db.select().from(verificationCodes).where(eq(verificationCodes[column], id)))[0];
const messages = async (answers: Response[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const m = `${a.status} ${((await a.json()) as { message: string }).message}`;
    counts[m] = (counts[m] ?? 0) + 1;
  }
  return counts;
};

let user: { id: number; email: string };
let member: { id: number; email: string };
beforeAll(async () => {
  t = await createTestApp();
  [user] = await t.db.insert(meetingUsers).values({ name: 'Оролцогч', name_en: 'Guest', email: 'race@meet.mn' }).returning();
  [member] = await t.db
    .insert(memberCompanies)
    .values({ name: 'Уралдаан ХХК', email: 'race@company.mn', logo: '/files/l.png' })
    .returning();
});
afterAll(async () => t.close());

describe('parallel guesses of a code', () => {
  it(`meeting sign-in: ${GUESSES} parallel wrong guesses, then the right code is refused and the code is dead`, async () => {
    const login = (body: Record<string, unknown>) => t.request('/api/yp/auth/login', json({ lang: 'en', ...body }, fromIp()));
    expect((await login({ email: user.email })).status).toBe(200);
    const code = await lastCodeFor(t, user.email);
    const answers = await Promise.all(Array.from({ length: GUESSES }, () => login({ email: user.email, code: wrong(code) })));
    const [codeWrong, codeLocked] = [BOOKING_MESSAGES.codeWrong, BOOKING_MESSAGES.codeLocked].map((key) => en(key));
    expect(await messages(answers)).toEqual({
      [`400 ${codeWrong}`]: MAX_CODE_ATTEMPTS - 1,
      [`400 ${codeLocked}`]: GUESSES - MAX_CODE_ATTEMPTS + 1,
    });
    const right = await login({ email: user.email, code });
    expect(right.status).toBe(400);
    expect(right.headers.get('set-cookie')).toBeNull();
    const row = await codeRow('meeting_user_id', user.id);
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(row.used_at).not.toBeNull();
  });

  it(`member assessment: ${GUESSES} parallel wrong guesses, then the right code is refused and the code is dead`, async () => {
    expect((await t.request(`/api/mm/check/email?email=${member.email}`, { headers: fromIp() })).status).toBe(200);
    const code = await lastCodeFor(t, member.email);
    const verify = (c: string) => t.request('/api/mm/verify/code', json({ id: member.id, code: c }, fromIp()));
    const answers = await Promise.all(Array.from({ length: GUESSES }, () => verify(wrong(code))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const right = await verify(code);
    expect(right.status).toBe(400);
    expect(right.headers.get('set-cookie')).toBeNull();
    const row = await codeRow('member_id', member.id);
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(row.used_at).not.toBeNull();
  });

  it(`checkCode itself: of ${GUESSES} parallel wrong guesses exactly five are counted; the right code is then refused`, async () => {
    const owner = { meeting_user_id: user.id };
    const now = new Date();
    const code = await issueCode(t.db, owner, now);
    const outcomes = await Promise.all(Array.from({ length: GUESSES }, () => checkCode(t.db, owner, wrong(code), now)));
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(MAX_CODE_ATTEMPTS - 1);
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(GUESSES - MAX_CODE_ATTEMPTS + 1);
    // the code is dead: no live code is left to match
    expect(await checkCode(t.db, owner, code, now)).toBe('expired');
  });

  it('a right code among parallel tries is used once, and only once', async () => {
    const owner = { member_id: member.id };
    const now = new Date();
    const code = await issueCode(t.db, owner, now);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => checkCode(t.db, owner, code, now)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
  });
});
