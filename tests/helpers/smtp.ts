import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message (headers and body). */
  raw: string;
}

/**
 * A local SMTP server on 127.0.0.1 (random port, or `port` to come back where a stopped one was)
 * that keeps every message in memory; `delayMs` holds each message that long before accepting it
 * (a slow mail server).
 */
export async function startSmtp(opts: { port?: number; delayMs?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between adjacent encoded words is not part of the text
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_w, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** One header of a received message, decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = unfold(raw.split(/\r?\n\r?\n/)[0]);
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** The decoded bodies of the message's leaf parts, by content type (text/plain, text/html). */
export function bodiesOf(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  // a leaf part: its headers (with a text/* type), a blank line, then the body up to the next boundary
  const part =
    /Content-Type: (text\/[a-z]+)[^\r\n]*(?:\r?\n[^\r\n]+)*?\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)(?=\r?\n--|\r?\n\.\r?\n|$)/gi;
  for (const m of raw.matchAll(part)) {
    const [, type, encoding, body] = m;
    out[type.toLowerCase()] =
      encoding.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding.toLowerCase() === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body;
  }
  return out;
}
