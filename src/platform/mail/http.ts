import type { MailAttachment, Mailer } from '../ports';

export interface HttpMailerOptions {
  /** The provider's send endpoint, e.g. https://api.resend.com/emails. */
  endpoint: string;
  apiKey: string;
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** UTF-8 text as base64, without Node's Buffer (Workers). */
const base64 = (text: string) => btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''));
const providerAttachment = (a: MailAttachment) => ({ filename: a.filename, content: base64(a.content), content_type: a.contentType });

/**
 * Mail through an HTTP provider (Workers have no SMTP). Each message is one
 * `POST endpoint` with `Authorization: Bearer <apiKey>` and the JSON body
 * `{ "from", "to", "subject", "text", "html"?, "reply_to"?, "attachments"? }` (each attachment
 * `{ "filename", "content" (base64), "content_type" }`) — the shape Resend and similar
 * providers accept; a provider with another shape needs a small adapter like this one.
 * Any non-2xx answer throws (without the key or the body in the message).
 */
export function httpMailer(opts: HttpMailerOptions): Mailer {
  const doFetch = opts.fetch ?? fetch;
  return {
    async send(msg) {
      const res = await doFetch(opts.endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: opts.from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          ...(msg.html ? { html: msg.html } : {}),
          ...(msg.replyTo ? { reply_to: msg.replyTo } : {}),
          ...(msg.attachments?.length ? { attachments: msg.attachments.map(providerAttachment) } : {}),
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
      await res.body?.cancel();
    },
  };
}
