/** Reports (association-site.md §9) and their admin list. */
export const reports = {
  'reports.title': 'Reports',
  'reports.empty': 'No Report Found',
  'reports.download': 'Download PDF',
  'reports.downloadOf': 'Download PDF: {title}',
  'admin.reports.reports': 'Reports',
  'admin.reports.addReport': 'Add a report',
  'admin.reports.backToReports': 'Back to the report list',
  'admin.reports.editReport': 'Edit the report',
  'admin.reports.titleEn': 'English title',
  'admin.reports.image': 'Image',
  'admin.reports.published': 'Published',
  'admin.reports.saveError': 'Something went wrong.',
} as const;
