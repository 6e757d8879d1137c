import type { news as en } from '../../en/messages/news';

export const news: Record<keyof typeof en, string> = {
  'msg.news.image': 'Зураг оруулна уу',
  'msg.news.title': 'Гарчиг оруулна уу',
  'msg.news.summary': 'Хураангуй оруулна уу',
  'msg.news.text': 'Мэдээний агуулгыг оруулна уу',
  'msg.news.title_en': 'Англи гарчиг оруулна уу',
  'msg.news.summary_en': 'Англи хураангуйг оруулна уу',
  'msg.news.text_en': 'Англи агуулгыг оруулна уу',
  'msg.news.noLanguage': 'Мэдээг дор хаяж нэг хэлээр оруулна уу',
  'msg.news.category': 'Ангилал сонгоно уу',
  'msg.news.categoryUnknown': 'Сонгосон ангилал олдсонгүй',
  'msg.news.publisher': 'Нийтлэгчийг оруулна уу',
  'msg.news.status': 'Төлөвийг сонгоно уу',
  'msg.news.yellowBook': 'Шар номын сонголтыг сонгоно уу',
  'msg.news.id': 'Мэдээний дугаар буруу байна',
  'msg.news.tooLong': 'Текст хэт урт байна',
  'msg.news.notFound': 'Мэдээ олдсонгүй',
  'msg.news.deleted': 'Мэдээ устгагдлаа',
};
