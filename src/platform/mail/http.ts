import type { Mailer } from '../ports';

export interface HttpMailerOptions {
  /** The provider's send endpoint, e.g. https://api.resend.com/emails. */
  endpoint: string;
  apiKey: string;
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Mail through an HTTP provider (Workers have no SMTP). Each message is one
 * `POST endpoint` with `Authorization: Bearer <apiKey>` and the JSON body
 * `{ "from", "to", "subject", "text", "html"? }` — the shape Resend and similar
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
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
      await res.body?.cancel();
    },
  };
}
