import type { videos as en } from '../../en/messages/videos';

export const videos: Record<keyof typeof en, string> = {
  'msg.videos.title': 'Бичлэгний нэрийг оруулна уу',
  'msg.videos.video': 'Бичлэг оруулна уу',
  'msg.videos.deleteConfirm': 'Бичлэгийг устгах уу?',
  'msg.videos.deleted': 'Бичлэг устгагдлаа',
};
