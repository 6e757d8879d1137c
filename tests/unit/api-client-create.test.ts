import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from '@client/api-client';
import { isIdempotencyKey } from '@shared/idempotency';

/** `api.create`: one Idempotency-Key per submit, the same key on its automatic retries, none on other calls. */

type Step = Response | 'network';
function stubFetch(steps: Step[]) {
  const keys: (string | null)[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    keys.push(new Headers(init.headers).get('idempotency-key'));
    const step = steps.shift() ?? new Response('{}', { status: 200 });
    if (step === 'network') throw new TypeError('Failed to fetch');
    return step;
  });
  return keys;
}
const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('api.create', () => {
  it('sends a fresh valid key per submit; api.post sends none', async () => {
    const keys = stubFetch([]);
    await api.create('/insert/office-request', {} as never);
    await api.create('/insert/office-request', {} as never);
    await api.post('/insert/office-request', {} as never);
    expect(keys[0] && isIdempotencyKey(keys[0])).toBe(true);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });

  it('retries a lost answer and "still running" with the same key, and returns the replayed answer', async () => {
    const keys = stubFetch([
      'network',
      answer(409, { message: 'running' }, { 'retry-after': '1' }),
      answer(503, { message: 'down' }),
      answer(200, { message: 'sent' }, { 'idempotent-replayed': 'true' }),
    ]);
    expect(await api.create('/insert/registration', {} as never, 'mw')).toEqual({ message: 'sent' });
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not retry a final answer: a 409 without Retry-After (already registered), a 400 or a 500', async () => {
    for (const res of [answer(409, { message: 'already registered' }), answer(400, { message: 'bad' }), answer(500, { message: 'boom' })]) {
      const keys = stubFetch([res]);
      await expect(api.create('/insert/registration', {} as never, 'mw')).rejects.toBeInstanceOf(ApiRequestError);
      expect(keys).toHaveLength(1);
    }
  });

  it('gives up after four tries (a few seconds) with the network error', async () => {
    const keys = stubFetch(['network', 'network', 'network', 'network']);
    await expect(api.create('/insert/answer', {} as never)).rejects.toBeInstanceOf(TypeError);
    expect(keys).toHaveLength(4);
  });
});
