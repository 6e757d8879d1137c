/** The news lists, archive and articles. */
export const news = {
  'news.empty': 'No News Found',
  'news.notFound': 'News not found',
  'news.readMore': 'Read more',
  'news.categories': 'Categories',
  'news.recent': 'Recent news',
  'news.archive': 'Archive',
  'news.archiveOf': 'Archive: {month}',
  'news.count.one': '{n} article',
  'news.count.other': '{n} articles',
  'news.publishedBy': 'Published by',
  'news.backToList': 'Back to {category}',
  'news.pageOf': 'Page {page} of {total}',
  // a category or month list drawn live (past its last page, or not built)
  'news.list.loading': 'Loading…',
  'news.list.failed': 'The news could not be loaded. Please try again.',
  'news.list.unknown': 'News list not found',
  'news.list.termTooLong': 'This search term is too long. Please search with a shorter keyword.',
  // the news-detail not-found page (`/mm/detail/{missing}`)
  'news.detail.backToNews': 'Back to the news',
  'news.detail.onlyInOther': 'This article is only in Mongolian:',
} as const;
