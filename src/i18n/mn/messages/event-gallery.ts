import { gallery as en } from '../../en/messages/event-gallery';

/** The event admin speaks the spec's English: the same texts, but for the delete's (issue 27 §8). */
export const gallery: Record<keyof typeof en, string> = {
  ...en,
  'msg.gallery.photo': 'id нь галерейн зургийн дугаар байх ёстой',
  'msg.gallery.notFound': 'Зураг олдсонгүй (аль хэдийн устгагдсан байж магадгүй).',
  'msg.gallery.deleted': 'Амжилттай устгалаа.',
};
