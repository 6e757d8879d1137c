import { ResourceForm, ScreenHeader } from '@admin/kit';
import { t } from '@admin/i18n';
import { newsResource } from './resource';

/** /admin/add-news: the news form in add mode. */
export default function AddNews() {
  return (
    <section className="adm-screen">
      <ScreenHeader title={t('admin.news.add')} />
      <div className="adm-card">
        <ResourceForm resource={newsResource} />
      </div>
    </section>
  );
}
