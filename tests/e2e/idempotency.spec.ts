import { expect, test } from './fixtures';
import { withDb } from './helpers';

/**
 * SECURITY 25 in the browser: the membership form's submit is double-clicked and its first answer
 * is lost on the way back (the server stored the row, the connection drops); the island's client
 * sends the same Idempotency-Key again, the server answers from its store, the visitor sees the
 * success and one row is stored. The next submit is a new key and a new row.
 */
test('a double-clicked submit whose answer is lost stores one request', async ({ page }) => {
  await page.goto('/en/mm/membership#join');
  const form = page.locator('form.join-form');
  const email = `e2e-idem-${Date.now()}@example.mn`;
  const fill = async () => {
    for (const [label, value] of [
      ['Full name', 'E2E Idempotent'],
      ['E-mail', email],
      ['Phone number', '99112233'],
      ['Business type', 'Consulting'],
    ])
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel('Join as a member').check();
  };
  const sent: { key: string | null; replayed?: string }[] = [];
  await page.route('**/api/mm/insert/office-request', async (route) => {
    const key = route.request().headers()['idempotency-key'] ?? null;
    const res = await route.fetch();
    sent.push({ key, replayed: res.headers()['idempotent-replayed'] });
    // the first answer never reaches the page: the row is stored, the visitor does not know it
    if (sent.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response: res });
  });
  const stored = () =>
    withDb(async (db) => (await db.query('select count(*)::int as n from office_requests where email = $1', [email])).rows[0].n);

  await fill();
  await form.getByRole('button', { name: 'Send request' }).dblclick();
  await expect(form.getByRole('status')).toHaveText('Request was sent successfully!');
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  expect(sent.at(-1)!.replayed).toBe('true');
  expect(await stored()).toBe(1);

  await fill();
  const answered = page.waitForResponse('**/api/mm/insert/office-request');
  await form.getByRole('button', { name: 'Send request' }).click();
  expect((await answered).status()).toBe(200);
  expect(sent.at(-1)!.key).not.toBe(sent[0].key);
  expect(await stored()).toBe(2);
});
