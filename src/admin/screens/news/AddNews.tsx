import { CardScreen, ResourceForm } from '@admin/kit';
import { t } from '@admin/i18n';
import { newsResource } from './resource';

/** /admin/add-news: the news form in add mode. */
export default function AddNews() {
  return (
    <CardScreen title={t('admin.news.add')}>
      <ResourceForm resource={newsResource} />
    </CardScreen>
  );
}
