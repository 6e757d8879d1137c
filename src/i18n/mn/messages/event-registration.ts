import type { registration as en } from '../../en/messages/event-registration';

export const registration: Record<keyof typeof en, string> = {
  'msg.registration.required': 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.',
  'msg.registration.emailFormat': 'И-мэйл хаяг буруу байна. Жишээ нь: name@company.mn',
  'msg.registration.tooLong': 'Текст хэт урт байна.',
  'msg.registration.duplicate': 'Энэ нэр, и-мэйл хаягаар аль хэдийн бүртгүүлсэн байна. Баярлалаа!',
  'msg.registration.sent': 'Таны бүртгэл амжилттай илгээгдлээ. Баталгаажуулах и-мэйл илгээлээ.',
  'msg.registration.id': 'id нь бүртгэлийн дугаар байх ёстой',
  'msg.registration.notFound': 'Бүртгэл олдсонгүй.',
  'msg.registration.updated': 'Амжилттай шинэчлэгдлээ.',
  'msg.registration.deleted': 'Амжилттай устгалаа.',
  'msg.registration.attendeeType': 'Оролцох хэлбэрээ сонгоно уу: зочин, үзэсгэлэнд оролцогч, төлөөлөгч эсвэл хэвлэл мэдээлэл.',
  'msg.registration.consent': 'Бүртгүүлэхийн тулд нууцлалын мэдэгдлийг зөвшөөрнө үү.',
  'msg.registration.token': 'Энэ холбоос хүчингүй эсвэл бүртгэл цуцлагдсан байна. Баталгаажуулах и-мэйл дэх холбоосыг ашиглана уу.',
  'msg.registration.changed': 'Таны бүртгэл өөрчлөгдлөө. Танд и-мэйл илгээлээ.',
  'msg.registration.cancelled': 'Таны бүртгэл цуцлагдлаа. Танд и-мэйл илгээлээ.',
};
