import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Db } from '@db/client';
import { auditLog } from '@db/schema';
import type { MailMessage } from '@platform/ports';
import { declaredAccess, ROLES_FOR } from '../policy';
import type { AppEnv } from '../types';
import { logOf } from '../errors';
import { ADMIN_WRITES_ON_PUBLIC_ROUTES, AUDIT_ENTITIES, AUDIT_ROUTE_ENTITY } from '../audit/entities';
import { diff, requestChanges, type Changes } from '../audit/changes';
import { idOf, maxIdOf, MAX_NEW_ROWS, pkValue, rowOf, rowsAbove } from '../audit/snapshots';

type Action = 'create' | 'update' | 'delete' | 'other';
const ACTIONS: Record<string, Action> = { insert: 'create', update: 'update', review: 'update', delete: 'delete' };
/** Bodies larger than this are not read ahead of the route's own size limit (their id is then unknown). */
const MAX_PREREAD_BYTES = 25 * 1024 * 1024;

interface Target {
  method: string;
  route: string;
  entity: string;
  action: Action;
}

/** The admin write this request is, or null: a guarded route's write by a role it allows, or an admin's call of a shared public create. */
function targetOf(c: Context<AppEnv>): Target | null {
  const method = c.req.method;
  const admin = c.get('admin');
  if (!admin || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const declared = matchedRoutes(c).find((r) => r.method !== 'ALL' && declaredAccess(r.handler));
  if (!declared) return null;
  const route = declared.path.replace(/^\/api(?=\/)/, '');
  const level = declaredAccess(declared.handler)!;
  const key = `${method} ${route}`;
  const allowed =
    level === 'read' || level === 'content' || level === 'accounts'
      ? ROLES_FOR[level].includes(admin.account_role)
      : ADMIN_WRITES_ON_PUBLIC_ROUTES.has(key) && ROLES_FOR.content.includes(admin.account_role);
  if (!allowed) return null;
  const m = /^\/(mm|mw|yp)\/(?:yellow-page\/)?(insert|update|delete|review|upload)\/(.+)$/.exec(route);
  const entity = AUDIT_ROUTE_ENTITY[key] ?? (m ? `${m[1]}/${m[3]}` : route.slice(1));
  return { method, route, entity, action: (m && ACTIONS[m[2]!]) || 'other' };
}

/** A copy of the body when it is at most `cap` bytes (else null); the route still reads the original. */
async function readCapped(req: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(req.headers.get('content-length') ?? 0) > cap || !req.body) return null;
  const reader = req.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) all.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
  return all;
}

/**
 * The request's query and body fields, read from a bounded copy of the body: the route still reads (and
 * size-limits) the original stream itself.
 */
async function requestFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = { ...c.req.query() };
  const type = c.req.header('content-type') ?? '';
  const isJson = /^application\/json\b/i.test(type);
  if (!isJson && !/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return fields;
  try {
    const bytes = await readCapped(c.req.raw, MAX_PREREAD_BYTES);
    if (!bytes) return fields;
    if (isJson) {
      const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body);
      else if (body !== null) fields.body = body;
    } else {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
      for (const key of new Set(form.keys())) {
        const all = form.getAll(key);
        fields[key] = all.length > 1 ? all : all[0];
      }
    }
  } catch {
    // a malformed body: the route answers it (4xx), and a refused write is not recorded
  }
  return fields;
}

/** Stored file keys in a JSON answer (an upload's `url`/`fileUrl`): an upload is recorded by its key, never its bytes. */
async function storedKeys(c: Context<AppEnv>, deps: AppEnv['Variables']['deps']): Promise<string[]> {
  if (!/json/.test(c.res.headers.get('content-type') ?? '')) return [];
  const keys: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      const key = deps.storage.keyFromUrl(v);
      if (key) keys.push(key);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(
    await c.res
      .clone()
      .json()
      .catch(() => null),
  );
  return keys.slice(0, MAX_NEW_ROWS);
}

const ROLLBACK = Symbol('rollback');

/**
 * Every admin write is recorded in the transaction that makes it: mounted on each site after the
 * session is read, it opens a transaction, hands it to the route as `deps.db` (the route's own
 * transactions become savepoints), snapshots the entity's row before and after through the
 * registry (`audit/entities.ts`) and stores one audit row per changed row, then commits. A refused
 * or failed write (4xx, 5xx, a thrown error) rolls back and leaves no entry. Mail the write sends
 * leaves after the commit (and not at all after a rollback): on PGlite a mailer writing through
 * its own connection would otherwise wait for this transaction forever.
 */
export function auditWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const target = targetOf(c);
    if (!target) return next();
    const deps = c.get('deps');
    const admin = c.get('admin')!;
    const fields = await requestFields(c);
    const entity = AUDIT_ENTITIES[target.entity];
    const mails: MailMessage[] = [];
    const entry = { admin_id: admin.id, admin_email: admin.email, method: target.method, route: target.route, entity: target.entity };
    let committed = false;
    try {
      await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        c.set('deps', { ...deps, db, mailer: { send: async (m) => void mails.push(m) } });
        const id = entity ? idOf(fields, entity) : null;
        const before = entity && id ? await rowOf(db, entity, id, true) : null;
        const maxBefore = entity && !before && target.action === 'create' ? await maxIdOf(db, entity) : null;
        await next();
        c.set('deps', deps);
        if (c.error || c.res.status >= 400) throw ROLLBACK;

        const rows: { entity_id: string | null; action: Action; changes: Changes }[] = [];
        if (entity && id && before) {
          const after = await rowOf(db, entity, id);
          rows.push({ entity_id: id, action: after ? target.action : 'delete', changes: await diff(before, after) });
        } else if (entity && maxBefore !== null) {
          const created = await rowsAbove(db, entity, maxBefore);
          for (const row of created.slice(0, MAX_NEW_ROWS))
            rows.push({ entity_id: pkValue(entity, row), action: 'create', changes: await diff(null, row) });
        }
        if (!rows.length) {
          const { id: _id, cid: _cid, ...rest } = fields;
          const changes = await requestChanges(rest);
          const keys = await storedKeys(c, deps);
          if (keys.length) changes.stored = { before: null, after: keys.length === 1 ? keys[0] : keys };
          rows.push({ entity_id: id ?? idOf(fields), action: target.action, changes });
        }
        await db.insert(auditLog).values(rows.map((r) => ({ ...entry, ...r, request_id: c.get('requestId') ?? null })));
      });
      committed = true;
    } catch (err) {
      if (err !== ROLLBACK) throw err;
    } finally {
      c.set('deps', deps);
    }
    if (!committed) return;
    const log = logOf(deps);
    for (const mail of mails)
      await deps.mailer.send(mail).catch((err) => log({ level: 'error', msg: 'mail after commit failed', error: String(err) }));
  };
}
