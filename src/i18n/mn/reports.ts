import type { reports as en } from '../en/reports';

export const reports: Record<keyof typeof en, string> = {
  'reports.title': 'Тайлан',
  'reports.empty': 'Тайлан хоосон байна',
  'reports.download': 'PDF татах',
  'reports.downloadOf': 'PDF татах: {title}',
  'reports.published': 'Нийтэлсэн',
  'admin.library.reports': 'Тайлангууд',
  'admin.library.addReport': 'Тайлан нэмэх',
  'admin.library.backToReports': 'Тайлангийн жагсаалт руу буцах',
  'admin.library.editReport': 'Тайлан засах',
  'admin.library.titleEn': 'Англи гарчиг',
  'admin.library.image': 'Зураг',
  'admin.library.published': 'Нийтэлсэн огноо',
  'admin.library.saveError': 'Алдаа гарлаа.',
};
