import type { paging as en } from '../../en/messages/paging';

export const paging: Record<keyof typeof en, string> = {
  'msg.paging.page': 'Хуудасны дугаар 1-ээс эхэлсэн бүхэл тоо байна.',
  'msg.paging.limit': 'Хуудасны хэмжээ {choices}-ийн аль нэг байна.',
};
