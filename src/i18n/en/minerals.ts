/** Minerals of project page 21. */
export const minerals = {
  'minerals.heading': 'Minerals around us',
} as const;
