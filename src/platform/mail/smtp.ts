import nodemailer from 'nodemailer';
import type { Mailer } from '../ports';

/**
 * SMTP through nodemailer (Node only). `url` is a connection URL such as
 * `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525`. The timeouts are short: a
 * hanging server must fail the attempt well within the delivery queue's claim (queue.ts CLAIM_MS),
 * and the queue retries it.
 */
export function smtpMailer(url: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(msg) {
      await transport.sendMail({
        from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        replyTo: msg.replyTo,
        attachments: msg.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
    close: () => transport.close(),
  };
}
