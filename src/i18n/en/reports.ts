/** Reports (association-site.md §9) and their admin list. */
export const reports = {
  'reports.title': 'Reports',
  'reports.empty': 'No Report Found',
  'reports.download': 'Download PDF',
  'reports.downloadOf': 'Download PDF: {title}',
  'reports.published': 'Published',
  'admin.library.reports': 'Reports',
  'admin.library.addReport': 'Add a report',
  'admin.library.backToReports': 'Back to the report list',
  'admin.library.editReport': 'Edit the report',
  'admin.library.titleEn': 'English title',
  'admin.library.image': 'Image',
  'admin.library.published': 'Published',
  'admin.library.saveError': 'Something went wrong.',
} as const;
