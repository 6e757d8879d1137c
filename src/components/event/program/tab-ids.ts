/** The ids that tie a tab to its panel. */
export const tabIds = (prefix: string, key: number) => ({ tab: `${prefix}-tab-${key}`, panel: `${prefix}-${key}` });
