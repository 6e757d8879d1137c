import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with two changes to `page`:
 * - `goto` also waits (up to 10 s, never failing) until every Astro island on the page has
 *   hydrated. Typed into or clicked before that, an island is static HTML with no handlers, and on
 *   a loaded CI machine the first interaction was lost (the self-assessment and event-registration
 *   tests failed that way). Pages that never hydrate (scripts blocked on purpose) just continue.
 * - `screenshot` writes its file only when E2E_SHOTS=1: the pictures are for people to look at
 *   (`E2E_SHOTS=1 npx playwright test`), and a full-page shot costs about a second in CI.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 }).catch(() => undefined);
      return response;
    };
    const screenshot = page.screenshot.bind(page);
    page.screenshot = async (options) => (process.env.E2E_SHOTS ? screenshot(options) : Buffer.alloc(0));
    await use(page);
  },
});
