import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { outbox } from '@db/schema';
import { httpMailer } from '@platform/mail/http';
import { outboxMailer } from '@platform/mail/outbox';
import { smtpMailer } from '@platform/mail/smtp';
import { createTestDb } from '../helpers/db';
import { startSmtp } from '../helpers/smtp';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Уул уурхай\r\nEND:VCALENDAR\r\n';
const MAIL = {
  to: 'guest@company.mn',
  subject: 'Registration',
  text: 'See the attachment.',
  replyTo: 'visitor@buyer.mn',
  attachments: [{ filename: 'mining-week-2025.ics', contentType: 'text/calendar; charset=utf-8', content: ICS }],
};

describe('mail attachments and Reply-To in every adapter', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let received: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  beforeAll(async () => {
    smtp = await startSmtp();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await smtp.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('outbox: stored with the mail', async () => {
    const handle = await createTestDb();
    try {
      await outboxMailer(handle.db).send(MAIL);
      await outboxMailer(handle.db).send({ to: 'a@b.mn', subject: 's', text: 't' });
      const [plain, withFile] = await handle.db.select().from(outbox).orderBy(desc(outbox.id));
      expect(withFile.attachments).toEqual(MAIL.attachments);
      expect(withFile.reply_to).toBe('visitor@buyer.mn');
      expect(plain.attachments).toEqual([]);
      expect(plain.reply_to).toBeNull();
    } finally {
      await handle.close();
    }
  });

  it('SMTP: a MIME part with the file name and type', async () => {
    const mailer = smtpMailer(smtp.url, 'no-reply@mining.mn');
    await mailer.send(MAIL);
    mailer.close();
    const raw = smtp.messages.at(-1)!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=mining-week-2025\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=mining-week-2025\.ics/);
    expect(raw).toMatch(/^Reply-To: visitor@buyer\.mn$/m);
  });

  it('HTTP: base64 content of the UTF-8 text', async () => {
    received = [];
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
    await httpMailer({ endpoint, apiKey: 'k', from: 'no-reply@mining.mn' }).send(MAIL);
    const [body] = received as { reply_to: string; attachments: { filename: string; content: string; content_type: string }[] }[];
    expect(body.reply_to).toBe('visitor@buyer.mn');
    expect(body.attachments).toEqual([
      {
        filename: 'mining-week-2025.ics',
        content: Buffer.from(ICS, 'utf8').toString('base64'),
        content_type: 'text/calendar; charset=utf-8',
      },
    ]);
  });
});
