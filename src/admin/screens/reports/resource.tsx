import { REPORT_MESSAGES, REPORT_PAGE_SIZES, reportInsertSchema, reportUpdateSchema, type ReportItem } from '@shared/reports';
import { fileColumn, isoDay, t, type Resource } from '@admin/kit';

/** Reports as data: /admin/report (list, edit in place) and /admin/add-report (the form). */
export const reportResource: Resource<ReportItem> = {
  name: 'report',
  list: { path: '/get/reports', key: 'reports', pageSizes: REPORT_PAGE_SIZES.admin, defaultLimit: 5 },
  columns: [
    { label: t('admin.files.title'), key: 'title' },
    { label: t('admin.reports.titleEn'), key: 'title_en' },
    {
      label: t('admin.reports.image'),
      render: (r) => <img className="adm-thumb" src={r.image} alt="" width={60} height={75} loading="lazy" />,
    },
    fileColumn(t('admin.files.pdf'), (r) => r.pdf),
    { label: t('admin.reports.published'), render: (r) => isoDay(r.created_at) },
  ],
  fields: [
    { name: 'title', label: t('admin.files.title'), type: 'text', required: true, wide: true },
    { name: 'title_en', label: t('admin.reports.titleEn'), type: 'text', wide: true },
    { name: 'image', label: t('admin.reports.image'), type: 'image', required: true, help: 'JPG, PNG' },
    { name: 'pdf', label: t('admin.files.pdf'), type: 'pdf', required: true },
  ],
  schema: { insert: reportInsertSchema, update: reportUpdateSchema },
  endpoints: { insert: '/insert/report', update: '/update/report', delete: '/delete/report' },
  encoding: 'multipart',
  defaults: () => ({ title: '', title_en: '', image: null, pdf: null }),
  fromRow: (r) => ({ title: r.title, title_en: r.title_en, image: r.image, pdf: r.pdf }),
  confirmDelete: () => t(REPORT_MESSAGES.deleteConfirm),
  empty: t('admin.kit.empty'),
  messages: { savedMs: 5000, errorMs: 5000, error: () => t('admin.reports.saveError') },
};
