/** What an audit entry may hold of a value: secrets never, long text shortened, files by name. */

export type Changes = Record<string, { before: unknown; after: unknown }>;

export const REDACTED = '[hidden]';
/** Longer strings (rich-text bodies) are kept as their start, length and hash: enough to see that and where they changed. */
export const MAX_TEXT = 1000;
const KEPT_START = 300;

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
// By name: credentials, the hashes of tokens and e-mailed codes, cookies, signatures. `code` alone or as
// a suffix is a verification code; the directory's `category_code`/`main_code` are its classification.
const SECRET_NAME =
  /(^|_)(password|passwd|pwd|secret|secrets|token|tokens|hash|salt|otp|cookie|signature|credential|credentials|authorization|api_key|private_key)(_|$)/;
const SECRET_CODE = /^(code|code_hash|otp_code|verification_code|sign_in_code)$/;

export const isSecretField = (name: string) => {
  const n = snake(name);
  return SECRET_NAME.test(n) || SECRET_CODE.test(n);
};

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A value made safe to store: secret fields hidden at any depth, long strings shortened, files as their name and size. */
export async function clean(value: unknown, field = ''): Promise<unknown> {
  if (field && isSecretField(field)) return value === null || value === undefined ? value : REDACTED;
  if (typeof value === 'string') {
    if (value.length <= MAX_TEXT) return value;
    return `${value.slice(0, KEPT_START)}… [${value.length} chars, sha256 ${(await sha256(value)).slice(0, 16)}]`;
  }
  if (typeof File !== 'undefined' && value instanceof File) return `[file ${value.name}, ${value.size} bytes]`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return Promise.all(value.map((v) => clean(v)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await clean(v, k);
    return out;
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `{ field: { before, after } }` for the fields that differ between two row snapshots (null = no row). */
export async function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Promise<Changes> {
  const b = (await clean(before ?? {})) as Record<string, unknown>;
  const a = (await clean(after ?? {})) as Record<string, unknown>;
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const was = before ? (b[key] ?? null) : null;
    const now = after ? (a[key] ?? null) : null;
    // a hidden secret that changed (a new password) is recorded as changed, never its value
    const secretChanged = isSecretField(key) && before && after && !same(before[key], after[key]);
    if (!same(was, now) || secretChanged) changes[key] = { before: was, after: now };
  }
  return changes;
}

/** Request fields (query and body) as the changes of a write whose entity has no table: all "after". */
export async function requestChanges(fields: Record<string, unknown>): Promise<Changes> {
  const safe = (await clean(fields)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(safe).map(([k, v]) => [k, { before: null, after: v }]));
}
