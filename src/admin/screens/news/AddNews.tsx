import { ResourceForm, ScreenHeader } from '../../kit';
import { t } from '../../i18n';
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
