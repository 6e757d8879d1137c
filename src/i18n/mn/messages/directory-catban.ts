import type { catban as en } from '../../en/messages/directory-catban';

export const catban: Record<keyof typeof en, string> = {
  'msg.catban.id': 'Дугаар буруу байна',
  'msg.catban.mainCategory': 'Үндсэн ангиллаа сонгоно уу',
  'msg.catban.nameMn': 'Монгол нэрээ оруулна уу',
  'msg.catban.nameEn': 'Англи нэрээ оруулна уу',
  'msg.catban.nameTooLong': 'Нэр хэт урт байна (200 тэмдэгтээс ихгүй)',
  'msg.catban.duplicate': 'Энэ үндсэн ангилалд ийм нэртэй ангилал аль хэдийн байна',
  'msg.catban.full': 'Энэ үндсэн ангилалд шинэ код үлдсэнгүй (99 хүртэл)',
  'msg.catban.busy': 'Ангиллыг яг одоо өөр хүн нэмж байна, дахин оролдоно уу',
  'msg.catban.categoryNotFound': 'Ангилал олдсонгүй',
  'msg.catban.bannerNotFound': 'Баннер олдсонгүй',
  'msg.catban.sequenceSet': 'Дараалалд одоогийн бүх баннер яг нэг удаа орсон байх ёстой',
  'msg.catban.sequenceValues': 'Дараалал 1-ээс баннерийн тоо хүртэл давхардалгүй байна',
  'msg.catban.type': 'Ангиллын төрөл all, 01, 02, 03, 04-ийн нэг байна',
  'msg.catban.lang': 'Хэл mn эсвэл en байна',
  'msg.catban.added': 'Амжилттай нэмэгдлээ.',
  'msg.catban.updated': 'Амжилттай шинэчлэгдлээ.',
  'msg.catban.deleted': 'Амжилттай устгалаа.',
};
