/**
 * Password hashes for the local e-mail + password sign-in: PBKDF2-SHA256 through WebCrypto, stored
 * as `pbkdf2$<iterations>$<salt b64>$<hash b64>`.
 *
 * The iteration count travels inside each hash, so it can change without breaking old hashes. New
 * hashes use OWASP's 600 000; Cloudflare Workers refuse PBKDF2 above 100 000 iterations, so the
 * password sign-in is meant for local and self-hosted (Node) use, where Google sign-in is not set up.
 */
export const PBKDF2_ITERATIONS = 600_000;

const SALT_BYTES = 16;
const HASH_BITS = 256;
/** Bounds for a stored count: a corrupted or hostile hash must not make one sign-in burn minutes. */
const MIN_ITERATIONS = 1_000;
const MAX_ITERATIONS = 5_000_000;

/**
 * Compared against when the account is unknown or has no password, so that an unknown e-mail costs
 * the same time as a wrong password. It matches no password (the hash is not of any real input).
 */
export const DUMMY_PASSWORD_HASH = `pbkdf2$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Same time whatever the position of the first differing byte. */
function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function parse(stored: string): { iterations: number; salt: Uint8Array; hash: Uint8Array } | null {
  const [scheme, count, salt, hash, ...rest] = stored.split('$');
  const iterations = Number(count);
  if (scheme !== 'pbkdf2' || rest.length || !salt || !hash) return null;
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) return null;
  try {
    return { iterations, salt: fromBase64(salt), hash: fromBase64(hash) };
  } catch {
    return null;
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.iterations);
  return equalInConstantTime(actual, parsed.hash);
}
