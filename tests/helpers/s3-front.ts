import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP front for the local S3 stand-in (s3rver), adding what s3rver lacks: it checks a presigned
 * POST's policy as S3 does (`content-length-range` -> 400 EntityTooLarge / EntityTooSmall, the
 * signed Content-Type -> 403), and it can fail the way a bucket fails: every PUT answered 500, or
 * the whole endpoint down (connection refused). Everything else is relayed untouched (the Host
 * header too, which the SigV4 signature covers).
 */
export async function startS3Front(upstream: string) {
  const target = new URL(upstream);
  const faults = { failPuts: false };
  const requests: { method: string; path: string; status: number }[] = [];
  let server: Server | null = null;
  let port = 0;

  const answer = (res: import('node:http').ServerResponse, status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const log = (status: number) => requests.push({ method: req.method ?? '', path: req.url ?? '', status });
        if (req.method === 'PUT' && faults.failPuts) return (log(500), answer(res, 500, 'InternalError'));
        if (req.method === 'POST' && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
          const refused = await policyRefusal(req.headers, body);
          if (refused) return (log(refused.status), answer(res, refused.status, refused.code));
        }
        const relay = request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
          (up) => {
            log(up.statusCode ?? 0);
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        relay.on('error', () => answer(res, 502, 'BadGateway'));
        relay.end(body);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
      s.closeAllConnections();
    });

  await listen();
  return {
    get endpoint() {
      return `http://127.0.0.1:${port}`;
    },
    faults,
    requests,
    /** The endpoint refuses connections (same port kept for `up`). */
    down: close,
    up: async () => {
      if (!server) await listen();
    },
    close,
  };
}

/** What S3 answers a form POST whose file breaks its signed policy, or null when it complies. */
async function policyRefusal(headers: IncomingHttpHeaders, body: Buffer): Promise<{ status: number; code: string } | null> {
  const form = await new Request('http://s3.local/', {
    method: 'POST',
    headers: { 'content-type': headers['content-type']! },
    body: new Uint8Array(body),
  }).formData();
  const policy = form.get('Policy');
  const file = form.get('file');
  if (typeof policy !== 'string' || !(file instanceof Blob)) return { status: 400, code: 'InvalidArgument' };
  const { conditions } = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { conditions: unknown[] };
  for (const condition of conditions) {
    if (!Array.isArray(condition)) continue;
    const [op, name, value] = condition as [string, string | number, string | number];
    if (op === 'content-length-range') {
      if (file.size > Number(value)) return { status: 400, code: 'EntityTooLarge' };
      if (file.size < Number(name)) return { status: 400, code: 'EntityTooSmall' };
    }
    if (op === 'eq' && typeof name === 'string' && name.startsWith('$') && form.get(name.slice(1)) !== value)
      return { status: 403, code: 'AccessDenied' };
  }
  return null;
}
