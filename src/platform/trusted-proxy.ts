import { z } from 'zod';

/**
 * Whose forwarding headers the API believes (issue 23, SECURITY 34). A client can send any header,
 * so by default none is believed and the address is the socket's. `cloudflare`: the address is
 * `cf-connecting-ip` (Cloudflare sets it and drops a client's own; the Pages Functions always run
 * so). A list of proxies: when the socket's peer is one of them, the address is the last hop of
 * `x-forwarded-for` that is not one of them.
 */
export type TrustedProxy = 'none' | 'cloudflare' | { proxies: string[] };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IPv4 address as a 32-bit number, or null. */
function ipv4(address: string): number | null {
  const m = IPV4.exec(address.replace(/^::ffff:/i, ''));
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.some((p) => p > 255) ? null : parts.reduce((n, p) => n * 256 + p, 0);
}

/** One proxy entry: an IPv4 address or CIDR (`10.0.0.0/8`), or an exact IPv6 address. */
function validEntry(entry: string): boolean {
  const [addr, bits, more] = entry.split('/');
  if (more !== undefined) return false;
  if (ipv4(addr) !== null) return bits === undefined || (/^\d{1,2}$/.test(bits) && Number(bits) <= 32);
  return bits === undefined && addr.includes(':') && /^[0-9a-f:.]+$/i.test(addr);
}

/** TRUSTED_PROXY: empty or `none` (the default), `cloudflare`, or a comma-separated list of proxy addresses / IPv4 CIDRs. */
export const trustedProxySchema = z
  .string()
  .optional()
  .transform((raw): TrustedProxy => {
    const v = (raw ?? '').trim();
    if (!v || v === 'none') return 'none';
    if (v === 'cloudflare') return 'cloudflare';
    return {
      proxies: v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    };
  })
  .refine((p) => typeof p === 'string' || p.proxies.every(validEntry), {
    message: 'TRUSTED_PROXY must be "none", "cloudflare" or a comma-separated list of IP addresses / IPv4 CIDRs',
  });

/** Whether `address` is one of the proxies. */
export function isProxy(address: string, proxies: string[]): boolean {
  const a = address.trim().toLowerCase();
  const n = ipv4(a);
  return proxies.some((entry) => {
    const [addr, bits] = entry.split('/');
    const base = ipv4(addr);
    if (base === null || n === null) return a === addr;
    const size = 2 ** (32 - Number(bits ?? 32));
    return Math.floor(n / size) === Math.floor(base / size);
  });
}

/** The client's address by `trust`, from the request's headers and the socket's peer (none on Workers). */
export function addressOf(trust: TrustedProxy, header: (name: string) => string | undefined, peer: string | undefined): string {
  if (trust === 'cloudflare') return header('cf-connecting-ip')?.trim() || peer || 'unknown';
  if (trust === 'none' || !peer || !isProxy(peer, trust.proxies)) return peer ?? 'unknown';
  const hops = (header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  // right to left: each trusted proxy appended the address it saw; the first stranger is the client
  for (let i = hops.length - 1; i >= 0; i--) if (!isProxy(hops[i], trust.proxies)) return hops[i];
  return hops[0] ?? peer;
}
