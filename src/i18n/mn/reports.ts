import type { reports as en } from '../en/reports';

export const reports: Record<keyof typeof en, string> = {
  'reports.title': 'Тайлан',
  'reports.empty': 'Тайлан хоосон байна',
  'reports.download': 'PDF татах',
  'reports.downloadOf': 'PDF татах: {title}',
  'admin.reports.reports': 'Тайлангууд',
  'admin.reports.addReport': 'Тайлан нэмэх',
  'admin.reports.backToReports': 'Тайлангийн жагсаалт руу буцах',
  'admin.reports.editReport': 'Тайлан засах',
  'admin.reports.titleEn': 'Англи гарчиг',
  'admin.reports.image': 'Зураг',
  'admin.reports.published': 'Нийтэлсэн огноо',
  'admin.reports.saveError': 'Алдаа гарлаа.',
};
