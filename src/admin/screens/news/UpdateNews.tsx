import { LabeledSelect, ListFormScreen } from '@admin/kit';
import { t } from '@admin/i18n';
import { newsResource, useNewsCategories } from './resource';

/** /admin/update-news: the paged list (category 'all' or a cid; 5/10/15), edit in place, delete after confirmation. */
export default function UpdateNews() {
  const categories = useNewsCategories();
  return (
    <ListFormScreen
      resource={newsResource}
      title={t('admin.news.update')}
      editTitle={t('admin.news.edit')}
      allowAdd={false}
      initialQuery={{ category: 'all' }}
      filters={({ query, setQuery }) => (
        <LabeledSelect
          label={t('admin.news.category')}
          value={String(query.category)}
          onChange={(e) => setQuery({ category: e.target.value })}
          data-testid="news-category-filter"
          options={[
            { value: 'all', label: t('admin.news.allCategories') },
            ...categories.map((c) => ({ value: String(c.cid), label: c.label })),
          ]}
        />
      )}
    />
  );
}
