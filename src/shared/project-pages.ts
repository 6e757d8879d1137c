/** Project pages of the association site (association-site.md §2). */
export const PROJECT_PAGE_IDS = [20, 21, 22, 23, 24, 25, 26] as const;
export type ProjectPageId = (typeof PROJECT_PAGE_IDS)[number];
export const ANNIVERSARY_PAGE_ID = 25;
