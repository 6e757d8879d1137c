import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` also waits (up to 10 s, never failing) until every Astro
 * island on the page has hydrated. Typed into or clicked before that, an island is static HTML
 * with no handlers, and on a loaded CI machine the first interaction was lost (the self-assessment
 * and event-registration tests failed that way). Pages that never hydrate (scripts blocked on
 * purpose) simply continue after the wait.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 }).catch(() => undefined);
      return response;
    };
    await use(page);
  },
});
