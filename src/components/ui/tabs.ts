/**
 * The one keyboard model of the public tabs (WAI-ARIA tabs pattern, automatic activation): in a row
 * of `count` tabs, ArrowRight / ArrowLeft move to the next / previous tab (wrapping around), Home to
 * the first, End to the last. Used by the static pages' script (tabs-dom.ts, @ui/Tabs.astro) and by
 * the islands' hook (useTabs.ts). No DOM here.
 */
export function tabMove(key: string, index: number, count: number): number | null {
  const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[key];
  return to === undefined || count < 1 ? null : (to + count) % count;
}

/** The ids that tie a tab to its panel. */
export const tabIds = (prefix: string, key: string | number) => ({ tab: `${prefix}-tab-${key}`, panel: `${prefix}-${key}` });
