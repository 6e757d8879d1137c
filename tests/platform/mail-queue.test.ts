import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb, type DbHandle } from '@db/client';
import { meetingUsers, outbox, rateLimits } from '@db/schema';
import { createApp } from '@api/app';
import { parseEnv } from '@platform/env';
import { outboxMailer } from '@platform/mail/outbox';
import { claimDue, deliverDue, mailMayBeLate, MAX_ATTEMPTS, queueState } from '@platform/mail/queue';
import { smtpMailer } from '@platform/mail/smtp';
import { deliveryRunner } from '@platform/mail/worker';
import type { Mailer } from '@platform/ports';
import { SWEEP_EVERY_MS, workerMailer } from '@platform/workers/mail';
import { mailFromEnv } from '@server/node-adapters';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { bodiesOf, startSmtp } from '../helpers/smtp';
import { json, seedMembers, type TestApp } from '../api/assessment-fixtures';

/** The outbox as a delivery queue (issue 15, item 1: SMTP down). */

let t: TestApp;
let members: Awaited<ReturnType<typeof seedMembers>>;
beforeAll(async () => {
  t = await createTestApp();
  members = await seedMembers(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
});

const mail = (to: string) => ({ to, subject: 'Subject', text: `Hello ${to}` });
const rows = () => t.db.select().from(outbox).orderBy(asc(outbox.id));
const sec = (ms: number) => ms / 1000;
/** A transport that records what it was given, failing while `down`. */
function fakeTransport() {
  const sent: string[] = [];
  const state = { down: false, sent };
  const transport: Mailer = {
    async send(m) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:1 while sending code 123456');
      sent.push(m.to);
    },
  };
  return { state, transport };
}

describe('queue', () => {
  it('without a transport, the outbox is the destination: stored as delivered, nothing queued', async () => {
    await outboxMailer(t.db).send(mail('a@b.mn'));
    const [row] = await rows();
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(await queueState(t.db)).toEqual({ queued: 0, failed: 0 });
    expect(await mailMayBeLate(t.db)).toBe(false);
  });

  it('with a transport, send only queues the mail and kicks the worker, which sends it once', async () => {
    const { state, transport } = fakeTransport();
    const runner = deliveryRunner(t.db, transport);
    await outboxMailer(t.db, { kick: () => {} }).send(mail('queued@b.mn'));
    expect(await queueState(t.db)).toEqual({ queued: 1, failed: 0 });
    expect(state.sent).toEqual([]);
    await outboxMailer(t.db, runner).send(mail('kicked@b.mn'));
    await runner.idle();
    expect(state.sent.sort()).toEqual(['kicked@b.mn', 'queued@b.mn']);
    expect((await rows()).map((r) => [r.attempts, r.last_error, r.sent_at instanceof Date])).toEqual([
      [1, null, true],
      [1, null, true],
    ]);
    runner.kick();
    await runner.idle();
    expect(state.sent).toHaveLength(2);
  });

  it('retries after 30 s, 1, 2, 4 ... min, at most hourly, keeps no code in the error, and gives up after MAX_ATTEMPTS', async () => {
    const { state, transport } = fakeTransport();
    state.down = true;
    await outboxMailer(t.db, { kick: () => {} }).send(mail('later@b.mn'));
    let now = new Date(Date.now() + 1000);
    const logs: Record<string, unknown>[] = [];
    const deliver = () => deliverDue(t.db, transport, { now: () => now, log: (e) => logs.push(e) });
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      expect((await deliver()).failed).toBe(1);
      const [row] = await rows();
      const wait = row.next_attempt_at.getTime() - now.getTime();
      waits.push(sec(wait));
      now = new Date(now.getTime() + wait - 1);
      expect((await deliver()).claimed).toBe(0); // not due a millisecond early
      now = new Date(now.getTime() + 1);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    const [row] = await rows();
    expect(row.last_error).toContain('ECONNREFUSED');
    expect(row.last_error).not.toContain('123456');
    expect(await queueState(t.db, now)).toEqual({ queued: 1, failed: 0 });
    expect(await mailMayBeLate(t.db, now)).toBe(true);

    await t.db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1 });
    await deliver();
    expect(logs.at(-1)).toMatchObject({ level: 'error', msg: 'mail given up', attempts: MAX_ATTEMPTS });
    now = new Date(now.getTime() + 86_400_000);
    expect((await deliver()).claimed).toBe(0);
    expect(await queueState(t.db, now)).toEqual({ queued: 0, failed: 1 });
  });

  it('gives up a mail queued over a day ago', async () => {
    const { transport } = fakeTransport();
    await outboxMailer(t.db, { kick: () => {} }).send(mail('old@b.mn'));
    const later = new Date(Date.now() + 86_400_000 + 1000);
    expect((await deliverDue(t.db, transport, { now: () => later })).claimed).toBe(0);
    expect(await queueState(t.db, later)).toEqual({ queued: 0, failed: 1 });
  });

  it('tells when mail may be late: queued over a minute, or its last attempt failed', async () => {
    await outboxMailer(t.db, { kick: () => {} }).send(mail('slow@b.mn'));
    expect(await mailMayBeLate(t.db)).toBe(false);
    expect(await mailMayBeLate(t.db, new Date(Date.now() + 61_000))).toBe(true);
    const { state, transport } = fakeTransport();
    state.down = true;
    await deliverDue(t.db, transport);
    expect(await mailMayBeLate(t.db)).toBe(true);
    state.down = false;
    await deliverDue(t.db, transport, { now: () => new Date(Date.now() + 31_000) });
    expect(await mailMayBeLate(t.db)).toBe(false);
  });
});

describe('two workers', () => {
  // on Postgres, the second worker has its own pool on the same database, as another process has;
  // PGlite has one connection in one process
  let other: Pick<DbHandle, 'db' | 'close'>;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url || !/^postgres/.test(url)) {
      other = { db: t.db, close: async () => {} };
      return;
    }
    const {
      rows: [{ name }],
    } = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const u = new URL(url);
    u.pathname = `/${name}`;
    other = await openDb(u.toString());
  });
  afterAll(() => other.close());

  it('claim disjoint rows under concurrency', async () => {
    await t.db.insert(outbox).values(Array.from({ length: 60 }, (_, i) => ({ ...mail(`c${i}@b.mn`), next_attempt_at: new Date() })));
    const now = new Date(Date.now() + 1000);
    const claims = await Promise.all([0, 1, 2, 3].map((i) => claimDue(i % 2 ? other.db : t.db, now, 20)));
    const ids = claims.flat().map((r) => r.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('send every mail exactly once through a real SMTP server', async () => {
    const smtp = await startSmtp({ delayMs: 20 });
    const a = smtpMailer(smtp.url, 'no-reply@mining.mn');
    const b = smtpMailer(smtp.url, 'no-reply@mining.mn');
    try {
      const one = deliveryRunner(t.db, a, { limit: 5 });
      const two = deliveryRunner(other.db, b, { limit: 5 });
      const mailers = [outboxMailer(t.db, one), outboxMailer(other.db, two)];
      await Promise.all(Array.from({ length: 40 }, (_, i) => mailers[i % 2].send(mail(`w${i}@b.mn`))));
      one.kick();
      two.kick();
      await Promise.all([one.idle(), two.idle()]);
      const received = smtp.messages.flatMap((m) => m.to).sort();
      expect(received).toEqual(Array.from({ length: 40 }, (_, i) => `w${i}@b.mn`).sort());
      expect((await rows()).every((r) => r.sent_at && r.attempts === 1)).toBe(true);
    } finally {
      a.close();
      b.close();
      await smtp.stop();
    }
  });
});

describe('SMTP down (the Node server: mailFromEnv, as npm start wires it)', () => {
  it('keeps the code mail queued, tells the visitor it may be late, delivers when SMTP is back, also after a restart', async () => {
    // a port where SMTP was and is no more: connections are refused
    const first = await startSmtp();
    const port = first.port;
    await first.stop();
    const env = parseEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@mining.mn' });
    // real time, moved ahead where the test waits for a retry to come due
    const clock = { ahead: 0, now: () => new Date(Date.now() + clock.ahead) };
    const logs: Record<string, unknown>[] = [];
    const server = (mailer: Mailer) => createApp({ ...t.deps, mailer });
    const codeRequest = (app: ReturnType<typeof createApp>, id: number) =>
      app.request(`/api/mm/create/code?id=${id}&lang=en`, { headers: { 'cf-connecting-ip': `10.9.0.${id}` } });

    const mail1 = mailFromEnv(env, t.db, { now: clock.now, log: (e) => logs.push(e), intervalMs: 50 });
    const app1 = server(mail1.mailer);
    const res = await codeRequest(app1, members[0].id);
    expect(res.status).toBe(200); // the visitor is not refused: the mail is queued
    await mail1.worker!.idle();
    const [queued] = await rows();
    expect(queued).toMatchObject({ to: members[0].email, sent_at: null, attempts: 1 });
    expect(queued.last_error).toMatch(/ECONNREFUSED/);
    expect(logs.some((l) => l.msg === 'mail send failed')).toBe(true);
    // the next visitor is told the mail may be late (the queue's last attempt failed)
    const late = await codeRequest(app1, members[1].id);
    expect(await late.json()).toEqual({ message: expect.any(String), mail_late: true });
    await mail1.worker!.idle();

    // SMTP comes back: the worker's own timer sends the mail once its retry is due
    let smtp = await startSmtp({ port });
    clock.ahead += 31_000;
    await waitFor(async () => (await rows()).every((r) => r.sent_at));
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([members[0].email, members[1].email].sort());
    await smtp.stop();

    // down again; a mail is queued; the server stops before SMTP is back
    await codeRequest(app1, members[0].id);
    await mail1.worker!.idle();
    await mail1.close();
    const waiting = (await rows()).filter((r) => !r.sent_at);
    expect(waiting).toHaveLength(1);

    // a new instance over the same database (the restarted server) delivers it on start
    smtp = await startSmtp({ port });
    clock.ahead += 31_000;
    const mail2 = mailFromEnv(env, t.db, { now: clock.now });
    try {
      await waitFor(async () => (await rows()).every((r) => r.sent_at));
      expect(smtp.messages).toHaveLength(1);
      const code = bodiesOf(smtp.messages[0].raw)['text/plain'].match(/\b(\d{6})\b/)![1];
      const ok = await server(mail2.mailer).request(
        '/api/mm/verify/code',
        json({ id: members[0].id, code }, { origin: 'http://localhost:4321' }),
      );
      expect(ok.status).toBe(200);
      const calm = await codeRequest(server(mail2.mailer), members[1].id);
      expect(await calm.json()).toEqual({ message: expect.any(String) }); // no more "late"
      await mail2.worker!.idle();
    } finally {
      await mail2.close();
      await smtp.stop();
    }
  });
});

describe('the visitor is told, the admin sees', () => {
  it('every call that promises a mail says mail_late while the queue is behind, and only then', async () => {
    const [member] = members;
    await t.db.delete(rateLimits); // the tests above asked this member's code too
    await t.db.insert(meetingUsers).values({ name: 'Оролцогч', name_en: 'User', email: 'late@meet.mn' });
    let n = 0;
    const from = () => ({ 'cf-connecting-ip': `10.15.0.${++n}` });
    const calls = () => [
      t.request(`/api/mm/check/email?email=${member.email}`, { headers: from() }),
      t.request('/api/mm/check/email?email=nobody@x.mn', { headers: from() }),
      t.request(`/api/mm/create/code?id=${member.id}`, { headers: from() }),
      t.request('/api/yp/auth/login', json({ email: 'late@meet.mn' }, from())),
      t.request('/api/yp/auth/login', json({ email: 'nobody@meet.mn' }, from())),
      t.request('/api/mw/insert/registration', {
        ...json(
          {
            company: 'ХХК',
            first_name: 'Бат',
            last_name: 'Дорж',
            country: 'Монгол',
            email: `r${n}@x.mn`,
            phone_number: '99112233',
            attendee_type: 'visitor',
            consent: true,
          },
          from(),
        ),
      }),
    ];
    const flags = async () => Promise.all((await Promise.all(calls())).map(async (r) => [r.status, (await r.json()).mail_late]));
    expect(await flags()).toEqual(Array(6).fill([200, undefined]));
    // a mail whose last attempt failed is waiting
    await t.db.insert(outbox).values({ ...mail('stuck@b.mn'), attempts: 1, last_error: 'ECONNREFUSED' });
    expect(await flags()).toEqual(Array(6).fill([200, true]));
  });

  it('the dashboard reads the queue: waiting and given up, for signed-in staff only', async () => {
    const now = Date.now();
    await t.db
      .insert(outbox)
      .values([
        { ...mail('a@b.mn'), sent_at: new Date() },
        { ...mail('b@b.mn') },
        { ...mail('c@b.mn'), attempts: MAX_ATTEMPTS, last_error: 'refused' },
        { ...mail('d@b.mn'), created_at: new Date(now - 86_400_000 - 1000) },
      ]);
    expect((await t.request('/api/mm/get/mail-queue')).status).toBe(401);
    const { cookie } = await signIn(t, 3);
    const res = await t.request('/api/mm/get/mail-queue', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mail: { queued: 1, failed: 2 } });
  });
});

describe('Workers: the HTTP provider', () => {
  it('sends in the background of the request, and a later request sweeps the retries', async () => {
    let status = 503;
    const received: string[] = [];
    const provider = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (status === 200) received.push((JSON.parse(body) as { to: string }).to);
        res.writeHead(status).end('{}');
      });
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/emails`;
    const env = parseEnv({ MAILER: 'http' });
    const bindings = { MAIL_API_URL: endpoint, MAIL_API_KEY: 'k' };
    try {
      const tasks: Promise<unknown>[] = [];
      const request1 = workerMailer(env, bindings, t.db, (p) => tasks.push(p));
      await request1.mailer.send(mail('worker@b.mn'));
      expect(tasks).toHaveLength(1); // handed to waitUntil: the response does not wait for it
      await Promise.all(tasks);
      expect((await rows())[0]).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.stringContaining('503') });

      status = 200;
      await t.db.update(outbox).set({ next_attempt_at: sql`now()` }); // the retry came due
      const request2 = workerMailer(env, bindings, t.db, (p) => tasks.push(p));
      // a sweep is due once SWEEP_EVERY_MS passed since this isolate's last one (another test's request may have swept)
      const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + SWEEP_EVERY_MS + 1);
      request2.sweep();
      later.mockRestore();
      await Promise.all(tasks);
      expect(received).toEqual(['worker@b.mn']);
      expect((await rows())[0].sent_at).toBeInstanceOf(Date);

      // without the provider's settings the outbox is the destination, as locally
      const local = workerMailer(parseEnv({}), {}, t.db);
      await local.mailer.send(mail('local@b.mn'));
      expect((await t.db.select().from(outbox).where(eq(outbox.to, 'local@b.mn')))[0].sent_at).toBeInstanceOf(Date);
    } finally {
      await new Promise((r) => provider.close(r));
    }
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
