import type { mining as en } from '../../en/messages/sustainable-mining';

export const mining: Record<keyof typeof en, string> = {
  'msg.mining.title': 'Гарчиг оруулна уу',
  'msg.mining.language': 'Хэлийг сонгоно уу',
  'msg.mining.posters': 'Зурагт хуудас оруулна уу',
  'msg.mining.pdf': 'PDF файл оруулна уу',
  'msg.mining.posterOrder': 'Зурагт хуудасны дараалал буруу байна',
  'msg.mining.tooManyPosters': 'Зурагт хуудас 20-оос олон байж болохгүй',
  'msg.mining.deleteConfirm': 'Та энэ файлыг устгахдаа итгэлтэй байна уу?',
  'msg.mining.deleted': 'Устгагдлаа',
};
