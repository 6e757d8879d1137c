import { expect, test } from './fixtures';
import { createAdmin, newsCategory, signIn, tinyPng } from './helpers';

/**
 * Publishing end to end: an admin adds a news article through the API, the debounced rebuild (a
 * child process) writes a new site beside the old one and swaps it in; the article's static page
 * appears while the rest of the site keeps answering throughout.
 */
test('a published article is served as a static page after the rebuild, without downtime', async ({ request, page }) => {
  const admin = await createAdmin(2);
  await signIn(request, admin);

  const category = await newsCategory(request);

  const title = `E2E мэдээ ${Date.now()}`;
  const inserted = Date.now();
  const res = await request.post('/api/mm/insert/news', {
    headers: { Origin: process.env.E2E_BASE_URL! },
    multipart: {
      image: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
      title,
      summary: 'Туршилтын хураангуй',
      text: '<p>Туршилтын агуулга</p>',
      category_cid: String(category),
      publisher: 'E2E',
      news_status: 'true',
      yellow_book: 'false',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = (await res.json()).news.id as number;

  // Until the swap the old site answers: the home page stays up, the new article is not there yet.
  let homeFailures = 0;
  let sawOldSite = false;
  let servedAfter = 0;
  const states = new Set<string>();
  while (Date.now() - inserted < 90_000) {
    const [home, detail, status] = await Promise.all([
      request.get('/mm'),
      request.get(`/mm/detail/${id}`),
      request.get('/api/mm/get/build-status'),
    ]);
    if (home.status() !== 200) homeFailures++;
    states.add((await status.json()).build.state);
    if (detail.status() === 200 && (await detail.text()).includes(title)) {
      servedAfter = Date.now() - inserted;
      break;
    }
    expect(detail.status()).toBe(404);
    sawOldSite = true;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`publish-to-served: ${servedAfter} ms (build states seen: ${[...states].join(', ')})`);
  expect(servedAfter).toBeGreaterThan(0);
  expect(sawOldSite).toBe(true);
  expect(homeFailures).toBe(0);
  expect(states.has('running') || states.has('scheduled')).toBe(true);

  // Other tests may publish too: wait until the builds settle, then the last one must have succeeded.
  const buildStatus = async () => (await (await request.get('/api/mm/get/build-status')).json()).build;
  // judge the answer the poll ended on: a later read may already see another test's build running
  let build: { state: string; error: string | null; pages: number } = await buildStatus();
  await expect.poll(async () => (build = await buildStatus()).state, { timeout: 90_000 }).toMatch(/^(succeeded|failed)$/);
  expect(build).toMatchObject({ state: 'succeeded', error: null });
  expect(build.pages).toBeGreaterThan(1);

  // And a browser sees it, with the page security headers.
  const response = await page.goto(`/mm/detail/${id}`);
  expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.getByText(title).first()).toBeVisible();
});

test('publishing needs a signed-in content editor', async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await anonymous.post('/api/mm/insert/news', { headers: { Origin: process.env.E2E_BASE_URL! }, multipart: { title: 'x' } });
  expect(res.status()).toBe(401);
  const viewer = await createAdmin(3);
  await signIn(anonymous, viewer);
  const refused = await anonymous.post('/api/mm/insert/news', {
    headers: { Origin: process.env.E2E_BASE_URL! },
    multipart: { title: 'x' },
  });
  expect(refused.status()).toBe(403);
  const status = await anonymous.get('/api/mm/get/build-status');
  expect(status.status()).toBe(200);
  await anonymous.dispose();
});
