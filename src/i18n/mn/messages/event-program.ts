import { program as en } from '../../en/messages/event-program';

/** The event program's admin messages have no Mongolian texts yet (the English ones show), but for the outcomes of a save. */
export const program: Record<keyof typeof en, string> = {
  ...en,
  'msg.program.added': 'Амжилттай нэмэгдлээ.',
  'msg.program.updated': 'Амжилттай шинэчлэгдлээ.',
  'msg.program.deleted': 'Амжилттай устгалаа.',
};
