import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@db/schema';
import { httpMailer } from '@platform/mail/http';
import { outboxMailer } from '@platform/mail/outbox';
import { smtpMailer } from '@platform/mail/smtp';
import { renderMail } from '@platform/mail/templates';
import { createTestDb } from '../helpers/db';
import { bodiesOf, headerOf, startSmtp } from '../helpers/smtp';

describe('smtpMailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.stop());

  it.each([
    ['mn', 'Баталгаажуулах код', 'Таны баталгаажуулах код'],
    ['en', 'Your verification code', 'Your verification code is'],
  ])('delivers the %s verification-code mail', async (lang, subject, intro) => {
    const mailer = smtpMailer(smtp.url, 'МУУҮА <no-reply@mining.mn>');
    const before = smtp.messages.length;
    await mailer.send({ to: 'member@company.mn', ...renderMail('verification-code', lang, { code: '482913' }) });
    mailer.close();

    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['member@company.mn']);
    expect(mail.from).toBe('no-reply@mining.mn');
    expect(headerOf(mail.raw, 'Subject')).toBe(subject);
    expect(headerOf(mail.raw, 'From')).toContain('МУУҮА');
    const bodies = bodiesOf(mail.raw);
    expect(bodies['text/plain']).toContain(intro);
    expect(bodies['text/plain']).toContain('482913');
    expect(bodies['text/html']).toContain('482913');
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'no-reply@mining.mn');
    await expect(mailer.send({ to: 'a@b.mn', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('outboxMailer', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('stores the mail where admins and tests can read it', async () => {
    const mail = renderMail('verification-code', 'mn', { code: '105937' });
    await outboxMailer(handle.db).send({ to: 'member@company.mn', ...mail });
    const [row] = await handle.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'member@company.mn', subject: 'Баталгаажуулах код', html: mail.html });
    expect(row.text).toContain('105937');
  });

  it('stores a text-only mail with no html', async () => {
    await outboxMailer(handle.db).send({ to: 'x@y.mn', subject: 'Plain', text: 'Hello' });
    const [row] = await handle.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'x@y.mn', subject: 'Plain', text: 'Hello', html: null });
  });
});

describe('httpMailer', () => {
  const received: { auth?: string; type?: string; body: unknown }[] = [];
  let status = 200;
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  };
  const server = createServer(async (req, res) => {
    received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body: await readBody(req) });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"1"}');
  });
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message as JSON with Bearer auth', async () => {
    status = 200;
    const mailer = httpMailer({ endpoint, apiKey: 'key-123', from: 'no-reply@mining.mn' });
    const mail = renderMail('verification-code', 'en', { code: '777111' });
    await mailer.send({ to: 'member@company.mn', ...mail });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer key-123',
      type: 'application/json',
      body: { from: 'no-reply@mining.mn', to: 'member@company.mn', subject: 'Your verification code', text: mail.text, html: mail.html },
    });
  });

  it('throws on a provider error without leaking the key', async () => {
    status = 422;
    const mailer = httpMailer({ endpoint, apiKey: 'secret-key', from: 'no-reply@mining.mn' });
    const err = await mailer.send({ to: 'a@b.mn', subject: 's', text: 't' }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('mail provider answered 422');
  });
});

describe('renderMail', () => {
  it('renders both languages with the code and escapes variables in HTML', () => {
    const mn = renderMail('verification-code', 'mn', { code: '<b>1</b>', minutes: 15 });
    expect(mn.text).toContain('15 минут');
    expect(mn.html).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(mn.html).not.toContain('<b>1</b>');
    expect(mn.html).toContain('lang="mn"');
    const en = renderMail('verification-code', 'en', { code: '123456' });
    expect(en.subject).toBe('Your verification code');
    expect(en.text).toContain('valid for 10 minutes');
    expect(en.text).toContain('Mongolian National Mining Association');
  });

  it('falls back to Mongolian for an unknown language', () => {
    expect(renderMail('verification-code', 'fr', { code: '1' }).subject).toBe('Баталгаажуулах код');
  });
});
