import type { requests as en } from '../../en/messages/requests';

export const requests: Record<keyof typeof en, string> = {
  'msg.requests.name': 'Овог нэрээ оруулна уу',
  'msg.requests.email': 'Имэйл хаягаа оруулна уу',
  'msg.requests.emailFormat': 'Имэйл хаяг буруу байна',
  'msg.requests.phone_number': 'Утасны дугаараа оруулна уу',
  'msg.requests.phoneFormat': 'Утасны дугаар буруу байна',
  'msg.requests.business_type': 'Бизнесийн төрлөө оруулна уу',
  'msg.requests.purpose': 'Хүсэлтийн зорилгийг бөглөнө үү',
  'msg.requests.tooLong': 'Текст хэт урт байна',
  'msg.requests.sent': 'Хүсэлт амжилттай илгээгдлээ',
};
