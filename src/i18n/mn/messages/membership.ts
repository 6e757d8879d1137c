import type { membership as en } from '../../en/messages/membership';

export const membership: Record<keyof typeof en, string> = {
  'msg.membership.name': 'Нэр оруулна уу',
  'msg.membership.logo': 'Логог оруулна уу',
  'msg.membership.image': 'Зураг оруулна уу',
  'msg.membership.link': 'Линк буруу байна. http:// эсвэл https://-ээр эхэлнэ',
  'msg.membership.email': 'И-мэйл хаягийг оруулна уу',
  'msg.membership.emailFormat': 'И-мэйл хаяг буруу байна',
  'msg.membership.duplicateEmail': 'Бүртгэлтэй и-мэйл хаяг байна.',
  'msg.membership.flag': 'Сонголт буруу байна',
  'msg.membership.tooLong': 'Текст хэт урт байна',
  'msg.membership.logoNotFound': 'Лого олдсонгүй',
  'msg.membership.companyNotFound': 'Гишүүн байгууллага олдсонгүй',
  'msg.membership.saved': 'Амжилттай шинэчлэгдлээ.',
  'msg.membership.deleted': 'Устгагдлаа',
};
