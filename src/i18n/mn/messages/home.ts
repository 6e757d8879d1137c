import type { home as en } from '../../en/messages/home';

export const home: Record<keyof typeof en, string> = {
  'msg.home.image': 'Зураг оруулна уу',
  'msg.home.icon': 'Icon-ийг сонгоно уу',
  'msg.home.link': 'Линкийг оруулна уу',
  'msg.home.linkScheme': 'Линк http:// эсвэл https://-ээр эхэлсэн бүтэн хаяг байна',
  'msg.home.linkNotFound': 'Холбоос олдсонгүй',
  'msg.home.bannerNotFound': 'Баннер олдсонгүй',
  'msg.home.bannerId': 'Баннерийн дугаар буруу байна',
  'msg.home.sequence': 'Дарааллыг зөв оруулна уу',
  'msg.home.sequenceEmpty': 'Дараалал хоосон байна',
  'msg.home.sequenceDuplicate': 'Нэг баннер дараалалд хоёр удаа орсон байна',
  'msg.home.id': 'Дугаар буруу байна',
  'msg.home.bannerDeleted': 'Баннер устгагдлаа',
  'msg.home.linkDeleted': 'Холбоос устгагдлаа',
};
