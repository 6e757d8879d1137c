import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { share, sitemapPages } from './shell-sitemap';

/**
 * axe-core on the built public pages (the sitemap's) and the not-found page: nothing serious or
 * critical. Every route template is checked in each language, but pages of one template (the same
 * path with other numbers: news lists and details, archive lists, project pages, and later the
 * directory's company pages) are sampled, one each (a template renders the same markup for every
 * number; CI's time is the limit); A11Y_ALL=1 checks every page.
 */
const SHARES = 4;
// the shares are independent: spread them over both workers (one worker took ~7.7 min for the file on CI)
test.describe.configure({ mode: 'parallel' });
const PER_TEMPLATE = process.env.A11Y_ALL ? Infinity : 1;
/** Pages of a sampled template that look different from the one sampled: a sub-category and the consultants' list. */
const ALSO = ['/yp/category/0101', '/en/yp/category/0403'];

/** The pages to check: at most PER_TEMPLATE of each template (the path with its numbers masked). */
function sample(paths: string[]): string[] {
  const taken = new Map<string, number>();
  return paths.filter((path) => {
    const template = path.replace(/\d+/g, 'N');
    const n = taken.get(template) ?? 0;
    taken.set(template, n + 1);
    return n < PER_TEMPLATE;
  });
}

for (let k = 0; k < SHARES; k++) {
  test(`axe: no serious or critical violations, pages share ${k + 1}/${SHARES}`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const pages = await sitemapPages(request);
    expect(pages.length).toBeGreaterThan(10);
    const paths = share([...new Set([...sample(pages.map((p) => p.path)), ...ALSO]), '/no-such-page'], k, SHARES);
    const failures: string[] = [];
    for (const [i, path] of paths.entries()) {
      // alternate the widths: the drawer layout and the desktop bar are both checked
      await page.setViewportSize(i % 2 ? { width: 390, height: 800 } : { width: 1280, height: 900 });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        failures.push(
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
}

test('the open drawer and the categories overlay pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/yp');
  await page.locator('[data-toggle="drawer"]').click();
  let result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.locator('[data-toggle="overlay"]').click();
  result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('the exhibitors page (issue 27 §5) passes axe in both languages at both widths', async ({ page }) => {
  for (const path of ['/mw/exhibitors', '/en/mw/exhibitors'])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${width}: ${v.id}`)).toEqual(
        [],
      );
    }
});
