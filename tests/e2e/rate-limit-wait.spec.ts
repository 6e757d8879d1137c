import { expect, test } from './fixtures';

/**
 * Issue 15, item 5: a refused call (429) tells the visitor how long to wait, in the page's language,
 * from the answer's Retry-After (whatever the answer's own message says). The 429 is faked.
 */
const WAIT_MN = 'Хэт олон оролдлого хийлээ. 20 минутын дараа дахин оролдоно уу.';
const refuse = { status: 429, headers: { 'retry-after': '1200' }, json: { message: 'rate limited' } };

test('the member assessment’s e-mail step shows the Mongolian wait after a 429', async ({ page }) => {
  await page.route('**/api/mm/check/email?**', (route) => route.fulfill(refuse));
  await page.goto('/mm/member-assessment');
  await page.locator('#member-email').fill('info@khangaimetal.mn');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(page.getByText(WAIT_MN)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-limits/member-assessment-429-mn.png', fullPage: true });
});

test('the event registration shows the Mongolian wait after a 429', async ({ page }) => {
  await page.route('**/api/mw/insert/registration', (route) => route.fulfill(refuse));
  await page.goto('/mw/register');
  const values = ['Эрдэнэс Монгол ХХК', 'Сарнай', 'Дорж', 'Монгол', `wait-${Date.now()}@example.mn`, '+976 8800 1122'];
  for (const [i, label] of ['Байгууллага', 'Нэр', 'Овог', 'Улс', 'И-мэйл', 'Утасны дугаар'].entries())
    await page.getByLabel(label).fill(values[i]);
  await page.getByLabel('Зочин', { exact: true }).check();
  await page.getByLabel('нууцлалын мэдэгдэлд заасны дагуу').check();
  await page.getByRole('button', { name: 'Бүртгүүлэх' }).click();
  await expect(page.locator('form.event-register').getByRole('alert')).toHaveText(WAIT_MN);
  await page.screenshot({ path: '/tmp/shots-limits/event-register-429-mn.png', fullPage: true });
});
