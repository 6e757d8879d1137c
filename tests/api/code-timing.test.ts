import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingUsers, memberCompanies } from '@db/schema';
import { parseEnv } from '@platform/env';
import { mailFromEnv } from '@server/node-adapters';
import { createTestApp } from '../helpers/app';
import { startSmtp } from '../helpers/smtp';
import { json, type TestApp } from './assessment-fixtures';

/**
 * SECURITY 14: a code request for a known and for an unknown e-mail answer the same status and
 * body, and their median times differ by less than 50 ms. The mail server is real and slow (each
 * message takes 300 ms to be accepted), so a request that waited for its mail would show it.
 * Known and unknown requests alternate (which goes first, too), so a busy machine slows both alike.
 */

const ROUNDS = 30;
const SMTP_DELAY_MS = 300;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mail: ReturnType<typeof mailFromEnv>;
// every request from its own address, and an hour apart: the rate limits stay out of the way
const clock = { current: new Date(), now: () => clock.current };
let ip = 0;
const fresh = () => {
  clock.current = new Date(clock.current.getTime() + 2 * 3_600_000);
  return { 'cf-connecting-ip': `10.14.${Math.floor(++ip / 250)}.${ip % 250}` };
};
let users: { id: number; email: string }[];
let members: { id: number; email: string }[];

beforeAll(async () => {
  smtp = await startSmtp({ delayMs: SMTP_DELAY_MS });
  t = await createTestApp({ clock });
  // the mailer `npm start` makes from SMTP_URL, over the test's database
  mail = mailFromEnv(parseEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@mining.mn' }), t.db);
  t.deps.mailer = mail.mailer;
  const n = Array.from({ length: ROUNDS }, (_, i) => i);
  users = await t.db
    .insert(meetingUsers)
    .values(n.map((i) => ({ name: `Оролцогч ${i}`, name_en: `User ${i}`, email: `known${i}@meet.mn` })))
    .returning({ id: meetingUsers.id, email: meetingUsers.email });
  members = await t.db
    .insert(memberCompanies)
    .values(n.map((i) => ({ name: `Компани ${i}`, email: `known${i}@company.mn`, logo: '/files/logo.png' })))
    .returning({ id: memberCompanies.id, email: memberCompanies.email });
});
afterAll(async () => {
  await mail.close();
  await t.close();
  await smtp.stop();
});

interface Timed {
  status: number;
  body: unknown;
  ms: number;
}
async function timed(send: () => Response | Promise<Response>): Promise<Timed> {
  const start = performance.now();
  const res = await send();
  const body: unknown = await res.json();
  return { status: res.status, body, ms: performance.now() - start };
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

/** ROUNDS pairs, alternating which goes first; answers both sides' results. */
async function pairs(known: (i: number) => Response | Promise<Response>, unknown: (i: number) => Response | Promise<Response>) {
  const k: Timed[] = [];
  const u: Timed[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2) {
      k.push(await timed(() => known(i)));
      u.push(await timed(() => unknown(i)));
    } else {
      u.push(await timed(() => unknown(i)));
      k.push(await timed(() => known(i)));
    }
  }
  const [mk, mu] = [median(k.map((r) => r.ms)), median(u.map((r) => r.ms))];
  console.log(`known median ${mk.toFixed(1)} ms, unknown median ${mu.toFixed(1)} ms`);
  return { k, u, diff: Math.abs(mk - mu) };
}

describe('SECURITY 14: code requests for a known and an unknown e-mail', () => {
  it('meetings sign-in (/api/yp/auth/login): the same status and body, medians within 50 ms', async () => {
    const { k, u, diff } = await pairs(
      (i) => t.request('/api/yp/auth/login', json({ email: users[i].email, lang: 'en' }, fresh())),
      (i) => t.request('/api/yp/auth/login', json({ email: `nobody${i}@meet.mn`, lang: 'en' }, fresh())),
    );
    for (let i = 0; i < ROUNDS; i++) expect([k[i].status, k[i].body]).toEqual([u[i].status, u[i].body]);
    expect(k[0].status).toBe(200);
    expect(diff).toBeLessThan(50);
  }, 120_000);

  it('member code resend (/api/mm/create/code): the same status and body, medians within 50 ms', async () => {
    const { k, u, diff } = await pairs(
      (i) => t.request(`/api/mm/create/code?id=${members[i].id}`, { headers: fresh() }),
      (i) => t.request(`/api/mm/create/code?id=${members.at(-1)!.id + 1000 + i}`, { headers: fresh() }),
    );
    for (let i = 0; i < ROUNDS; i++) expect([k[i].status, k[i].body]).toEqual([u[i].status, u[i].body]);
    expect(k[0].status).toBe(200);
    expect(diff).toBeLessThan(50);
  }, 120_000);

  // The spec's step 1 names an unregistered address (its message), so only the status is the same.
  it('member e-mail check (/api/mm/check/email): the same status, medians within 50 ms', async () => {
    const { k, u, diff } = await pairs(
      (i) => t.request(`/api/mm/check/email?email=${members[i].email}`, { headers: fresh() }),
      (i) => t.request(`/api/mm/check/email?email=nobody${i}@company.mn`, { headers: fresh() }),
    );
    for (let i = 0; i < ROUNDS; i++) expect(k[i].status).toBe(u[i].status);
    expect(k[0].status).toBe(200);
    expect(diff).toBeLessThan(50);
  }, 120_000);

  it('the codes did go out through the slow server, after the answers', async () => {
    await mail.worker!.idle();
    const to = new Set(smtp.messages.flatMap((m) => m.to));
    for (const u of users) expect(to.has(u.email)).toBe(true);
    for (const m of members) expect(to.has(m.email)).toBe(true);
  }, 60_000);
});
