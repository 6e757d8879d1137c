import { sessions as en } from '../../en/messages/event-sessions';

/** The event admin's messages are English (as the spec shows them, like the programme's), but for the outcomes of a write. */
export const sessions: Record<keyof typeof en, string> = {
  ...en,
  'msg.session.added': 'Амжилттай нэмэгдлээ.',
  'msg.session.updated': 'Амжилттай шинэчлэгдлээ.',
  'msg.session.deleted': 'Хуралдааныг устгалаа ({speakers} илтгэгчийн холбоостой).',
  'msg.session.ordered': 'Дарааллыг хадгаллаа.',
  'msg.session.copied': 'Нөгөө хэл рүү хууллаа: хоосон {count} текст бөглөгдлөө.',
  'msg.session.imported': '{count} хуралдаан нэмэгдлээ; {removed} устгагдлаа.',
};
