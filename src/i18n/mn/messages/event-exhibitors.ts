import type { exhibitors as en } from '../../en/messages/event-exhibitors';

export const exhibitors: Record<keyof typeof en, string> = {
  'msg.exhibitors.id': 'Буруу дугаар',
  'msg.exhibitors.notFound': 'Үзэсгэлэн оролцогч олдсонгүй',
  'msg.exhibitors.event': 'Арга хэмжээгээ сонгоно уу',
  'msg.exhibitors.company': 'Компаниа сонгоно уу',
  'msg.exhibitors.companyNotFound': 'Компани нийтлэгдсэн лавлахад олдсонгүй',
  'msg.exhibitors.duplicate': 'Энэ компани энэ арга хэмжээнд аль хэдийн оролцогчоор бүртгэгдсэн байна',
  'msg.exhibitors.booth': 'Лангуу нь 20 хүртэл үсэг, тоо, зай, цэг, налуу зураас эсвэл зураастай байна (жишээ нь A-12)',
  'msg.exhibitors.order': 'Дараалал оролцогч бүрийг 1-ээс эхлэн нэг удаа дугаарлана',
  'msg.exhibitors.orderChanged': 'Оролцогчдын жагсаалт өөрчлөгдсөн байна: дахин ачаалаад эрэмбэлнэ үү',
  'msg.exhibitors.term': 'Хайхын тулд 2-100 тэмдэгт бичнэ үү',
  'msg.exhibitors.added': 'Амжилттай нэмэгдлээ.',
  'msg.exhibitors.updated': 'Амжилттай шинэчлэгдлээ.',
  'msg.exhibitors.deleted': 'Амжилттай устгалаа.',
  'msg.exhibitors.ordered': 'Дараалал хадгалагдлаа.',
};
