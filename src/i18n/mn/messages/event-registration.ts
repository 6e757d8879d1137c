import type { registration as en } from '../../en/messages/event-registration';

export const registration: Record<keyof typeof en, string> = {
  'msg.registration.required': 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.',
  'msg.registration.emailFormat': 'И-мэйл хаяг буруу байна. Жишээ нь: name@company.mn',
  'msg.registration.tooLong': 'Текст хэт урт байна.',
  'msg.registration.duplicate': 'Энэ и-мэйл хаягаар аль хэдийн бүртгүүлсэн байна. Баярлалаа!',
  'msg.registration.sent': 'Таны бүртгэл амжилттай илгээгдлээ. Баталгаажуулах и-мэйл илгээлээ.',
  'msg.registration.id': 'id нь бүртгэлийн дугаар байх ёстой',
  'msg.registration.notFound': 'Бүртгэл олдсонгүй.',
  'msg.registration.updated': 'Амжилттай шинэчлэгдлээ.',
  'msg.registration.deleted': 'Амжилттай устгалаа.',
};
