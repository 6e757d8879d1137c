import type { about as en } from '../../en/messages/about';

export const about: Record<keyof typeof en, string> = {
  'msg.about.category': 'Ангиллыг сонгоно уу',
  'msg.about.name': 'Нэр оруулна уу',
  'msg.about.years_of_work': 'Ажилласан жилийг оруулна уу',
  'msg.about.image': 'Зураг оруулна уу',
  'msg.about.position': 'Албан тушаалыг оруулна уу',
  'msg.about.company': 'Эрхэлсэн ажлыг оруулна уу',
  'msg.about.email': 'И-мэйл хаягийг оруулна уу',
  'msg.about.emailFormat': 'И-мэйл хаяг буруу байна',
  'msg.about.imageUrl': 'Зургийн холбоос буруу байна',
  'msg.about.tooLong': 'Текст хэт урт байна',
  'msg.about.id': 'Дугаар буруу байна',
  'msg.about.notFound': 'Бүртгэл олдсонгүй',
  'msg.about.saved': 'Амжилттай шинэчлэгдлээ.',
  'msg.about.deleted': 'Устгагдлаа',
};
