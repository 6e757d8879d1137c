/** The paging of every list call (src/api/paging.ts). */
export const paging = {
  'msg.paging.page': 'The page number is a whole number from 1.',
  'msg.paging.limit': 'The page size is one of {choices}.',
} as const;
