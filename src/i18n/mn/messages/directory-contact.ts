import type { directoryContact as en } from '../../en/messages/directory-contact';

export const directoryContact: Record<keyof typeof en, string> = {
  'msg.directoryContact.name': 'Нэрээ оруулна уу.',
  'msg.directoryContact.email': 'Байгууллага танд хариу өгөхийн тулд и-мэйл хаягаа оруулна уу.',
  'msg.directoryContact.emailFormat': 'И-мэйл хаяг буруу байна. Жишээ нь: name@company.mn',
  'msg.directoryContact.message': 'Зурвасаа бичнэ үү.',
  'msg.directoryContact.messageShort': 'Зурвас хэт богино байна: дор хаяж 10 тэмдэгт бичнэ үү.',
  'msg.directoryContact.tooLong': 'Текст хэт урт байна.',
  'msg.directoryContact.notFound': 'Энэ байгууллагатай лавлахаар дамжуулан холбогдох боломжгүй.',
  'msg.directoryContact.sent': 'Таны зурвас байгууллагад илгээгдлээ. Тэд танд и-мэйлээр хариу өгнө.',
};
