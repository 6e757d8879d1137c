import type { news as enNews } from '../en/news';

export const news: Record<keyof typeof enNews, string> = {
  'news.empty': 'Мэдээ хоосон байна',
  'news.notFound': 'Мэдээ олдсонгүй',
  'news.readMore': 'Дэлгэрэнгүй',
  'news.categories': 'Ангилал',
  'news.recent': 'Сүүлийн мэдээ',
  'news.archive': 'Архив',
  'news.archiveOf': 'Архив: {month}',
  'news.count.one': '{n} мэдээ',
  'news.count.other': '{n} мэдээ',
  'news.publishedBy': 'Нийтэлсэн',
  'news.backToList': '{category} руу буцах',
  'news.pageOf': '{total}-с {page}-р хуудас',
  // a category or month list drawn live (past its last page, or not built)
  'news.list.loading': 'Ачаалж байна…',
  'news.list.failed': 'Мэдээг ачаалж чадсангүй. Дахин оролдоно уу.',
  'news.list.unknown': 'Мэдээний ангилал олдсонгүй',
  'news.list.termTooLong': 'Хайлтын үг хэт урт байна. Богино түлхүүр үгээр хайна уу.',
  // the news-detail not-found page (`/mm/detail/{missing}`)
  'news.detail.backToNews': 'Мэдээ рүү буцах',
  'news.detail.onlyInOther': 'Энэ мэдээ зөвхөн англи хэлээр нийтлэгдсэн:',
};
