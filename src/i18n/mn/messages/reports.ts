import type { reports as en } from '../../en/messages/reports';

export const reports: Record<keyof typeof en, string> = {
  'msg.reports.title': 'Гарчиг оруулна уу',
  'msg.reports.image': 'Зураг оруулна уу',
  'msg.reports.pdf': 'Тайланг оруулна уу',
  'msg.reports.deleteConfirm': 'Тайланг устгах уу?',
  'msg.reports.deleted': 'Тайлан устгагдлаа',
};
