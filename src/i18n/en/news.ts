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
  // the news-detail not-found page (`/mm/detail/{missing}`)
  'news.detail.backToNews': 'Back to the news',
  'news.detail.onlyInOther': 'This article is only in Mongolian:',
} as const;
