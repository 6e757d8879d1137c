import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '@db/client';
import { idempotencyKeys } from '@db/schema';
import { ApiError } from '../errors';
import type { AppEnv } from '../types';
import type { Lang } from '@shared/lang';
import { requestLang } from '../request-lang';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES as M, REPLAYED_HEADER, isIdempotencyKey } from '@shared/idempotency';

/** A stored answer is replayed for a day; then the key is forgotten (and may start a new call). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A claim whose call never finished (the process died) is taken over by a retry after this long. */
export const IDEMPOTENCY_STALE_MS = 60_000;

type Claim = { run: Date } | { replay: { status: number; response: unknown } } | { refuse: 'inProgress' | 'reused' };

const row = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
/** The claim made at `at` and still open: only its owner stores or releases it (a takeover moves `created_at`). */
const ownClaim = (scope: string, key: string, at: Date) =>
  and(row(scope, key), isNull(idempotencyKeys.status), eq(idempotencyKeys.created_at, at));

/**
 * Claims (scope, key) with INSERT ... ON CONFLICT DO NOTHING, so of simultaneous duplicates exactly
 * one runs; the others see its row. Expired rows are purged first (an indexed range delete that
 * usually finds nothing), which keeps the table at about a day of keys and frees an expired key.
 */
async function claim(db: Db, scope: string, key: string, hash: string, now: Date): Promise<Claim> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  // A released claim (its first call failed) can vanish between the insert and the select: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const mine = await db
      .insert(idempotencyKeys)
      .values({ scope, key, request_hash: hash, created_at: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (mine.length) return { run: now };
    const [found] = await db.select().from(idempotencyKeys).where(row(scope, key));
    if (!found) continue;
    if (found.request_hash !== hash) return { refuse: 'reused' };
    if (found.status !== null) return { replay: { status: found.status, response: found.response } };
    if (now.getTime() - found.created_at.getTime() < IDEMPOTENCY_STALE_MS) return { refuse: 'inProgress' };
    const taken = await db
      .update(idempotencyKeys)
      .set({ created_at: now })
      .where(ownClaim(scope, key, found.created_at))
      .returning({ key: idempotencyKeys.key });
    return taken.length ? { run: now } : { refuse: 'inProgress' };
  }
  return { refuse: 'inProgress' };
}

async function sha256(parts: (string | Uint8Array)[]): Promise<string> {
  const chunks = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p));
  const all = new Uint8Array(chunks.reduce((n, p) => n + p.length, 0));
  chunks.reduce((at, p) => (all.set(p, at), at + p.length), 0);
  const digest = await crypto.subtle.digest('SHA-256', all);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bytes without any occurrence of `cut` (byte by byte: TextDecoder's legacy encodings are not everywhere). */
function without(body: Uint8Array, cut: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length);
  let n = 0;
  for (let i = 0; i < body.length;) {
    let k = 0;
    while (k < cut.length && body[i + k] === cut[k]) k++;
    if (k === cut.length) i += k;
    else out[n++] = body[i++];
  }
  return out.subarray(0, n);
}

/**
 * What makes two requests "the same": method, path, query, media type and body. A browser draws a
 * new multipart boundary each time it sends a FormData, so a retried form would never match its
 * first send: the boundary is taken out of the body before hashing.
 */
async function requestHash(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const type = c.req.header('content-type') ?? '';
  let body: Uint8Array = new Uint8Array(await c.req.arrayBuffer());
  const boundary = /^multipart\/[^;]+;.*\bboundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) body = without(body, new TextEncoder().encode(boundary));
  return sha256([`${c.req.method} ${url.pathname}${url.search}\n${type.split(';')[0].trim().toLowerCase()}\n`, body]);
}

/** The language of this middleware's own refusals: the shared rule over the body (cached by Hono for the handler). */
async function langOfBody(c: Context<AppEnv>): Promise<Lang> {
  const type = c.req.header('content-type') ?? '';
  const body = await (/json/i.test(type) ? c.req.json() : /multipart|urlencoded/i.test(type) ? c.req.parseBody() : undefined)?.catch(
    () => undefined,
  );
  return requestLang(c, body);
}

export interface IdempotentOptions {
  /** The caller's own key space (a signed-in user's id), so one caller's keys never answer another. */
  who?: (c: Context<AppEnv>) => string;
  /** The language of the refusals, where the route knows it better than the request does. */
  lang?: (c: Context<AppEnv>) => Lang;
}

export const IDEMPOTENT_MARK = Symbol('idempotent');

/**
 * A create that a double click or a retry must not make twice, declared on the route after the
 * checks that refuse without reading the body (access, size limits, content type):
 * `.post('/insert/office-request', access('public'), idempotent('office-request'), ...)`.
 *
 * With an `Idempotency-Key` header the first request runs and its 2xx JSON answer is stored; the
 * same key and body again gets that answer back (with `Idempotent-Replayed: true`) and runs nothing.
 * A duplicate that arrives while the first still runs is refused 409 with `Retry-After: 1` rather
 * than held open: a Worker pays for every waiting second, and the client retries it by itself. The
 * same key with another body is 422. A failed first call (4xx, 5xx) releases the key, so the visitor
 * can correct and send again. Without the header the route works as before.
 *
 * The stored answer is written after the handler's own transaction: if the process dies between the
 * two, a retry runs the call again once the claim is stale (IDEMPOTENCY_STALE_MS).
 */
export function idempotent(scope: string, opts: IdempotentOptions = {}): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    const lang = async () => opts.lang?.(c) ?? (await langOfBody(c));
    if (!isIdempotencyKey(key)) throw new ApiError(400, M.badKey, { field: IDEMPOTENCY_HEADER }, { lang: await lang() });
    const { db, clock, log } = c.get('deps');
    const fullScope = opts.who ? `${scope}:${opts.who(c)}` : scope;
    const outcome = await claim(db, fullScope, key, await requestHash(c), clock?.now() ?? new Date());
    if ('refuse' in outcome) {
      if (outcome.refuse === 'inProgress') {
        c.header('Retry-After', '1');
        throw new ApiError(409, M.inProgress, {}, { lang: await lang() });
      }
      throw new ApiError(422, M.reused, { field: IDEMPOTENCY_HEADER }, { lang: await lang() });
    }
    if ('replay' in outcome) {
      c.header(REPLAYED_HEADER, 'true');
      return c.json(outcome.replay.response as object, outcome.replay.status as ContentfulStatusCode);
    }

    const mine = ownClaim(fullScope, key, outcome.run);
    let done = false;
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300 && /^application\/json\b/i.test(c.res.headers.get('content-type') ?? '')) {
        const response: unknown = await c.res.clone().json();
        // The call has happened: from here on a retry must never run it again, even if storing fails.
        done = true;
        await db.update(idempotencyKeys).set({ status: c.res.status, response }).where(mine);
      }
    } catch (err) {
      // The call's own answer stands; the open claim turns stale and only then may a retry run again.
      if (!done) throw err;
      log?.({ level: 'error', requestId: c.get('requestId'), msg: 'idempotency: answer not stored', error: String(err) });
    } finally {
      if (!done) await db.delete(idempotencyKeys).where(mine);
    }
  };
  return Object.assign(guard, { [IDEMPOTENT_MARK]: scope });
}

/** The scope a handler guards (for the test listing the public creates), or undefined. */
export const idempotentScope = (handler: unknown): string | undefined =>
  (handler as { [IDEMPOTENT_MARK]?: string } | undefined)?.[IDEMPOTENT_MARK];
