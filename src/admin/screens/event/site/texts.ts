import { t } from '@admin/kit';

/** Texts every event-site list shares (the spec's English admin texts). */
export const common = {
  id: t('admin.week.site.id'),
  empty: t('admin.week.site.empty'),
  saved: t('admin.week.site.saved'),
  error: (message: string) => t('admin.week.site.error', { message }),
};
