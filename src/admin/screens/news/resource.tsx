import { NEWS_PAGE_SIZES, newsInsertSchema, newsUpdateSchema } from '@shared/news';
import { booleanOptions, isoDay, stateBadge, useApiGet, type Option, type Resource, type ListRow } from '@admin/kit';
import { t } from '@admin/i18n';

/** A row of the admin's news list (`/get/news` answers a signed-in admin the whole rows, with status and both languages). */
export type NewsRow = Extract<ListRow<'/get/news', 'news'>, { news_status: boolean }>;

type Category = ListRow<'/get/category', 'categories'>;

/**
 * The news menu items (page type news), for the form's choice and the list's filter. A signed-in
 * admin's `/get/category` has inactive items too, marked, so an article of a hidden category
 * still shows its category when edited.
 */
export function useNewsCategories(): (Category & { label: string })[] {
  const all = useApiGet('/get/category').data?.categories ?? [];
  return all
    .filter((c) => c.page_type === 'news')
    .map((c) => {
      const name = c.category || c.category_en;
      return { ...c, label: c.category_status ? name : `${name} (${t('admin.news.inactive').toLowerCase()})` };
    });
}
const useCategoryOptions = (): Option[] => useNewsCategories().map((c) => ({ value: String(c.cid), label: c.label }));

function CategoryName({ cid }: { cid: number }) {
  const found = useNewsCategories().find((c) => c.cid === cid);
  return <>{found ? found.label : cid}</>;
}

const STATUS = booleanOptions(t('admin.news.active'), t('admin.news.inactive'));
const YES_NO = booleanOptions(t('admin.kit.yes'), t('admin.kit.no'));
const mn = t('admin.news.mn');
const en = t('admin.news.en');

/** News as data: the generic table and form of the kit render both news screens. */
export const newsResource: Resource<NewsRow> = {
  name: 'news',
  list: { path: '/get/news', key: 'news', pageSizes: NEWS_PAGE_SIZES.admin, defaultLimit: 5 },
  columns: [
    { label: t('admin.news.id'), key: 'id', numeric: true },
    {
      label: t('admin.news.cover'),
      render: (r) => <img className="adm-thumb" src={r.image} alt="" width={96} height={60} loading="lazy" />,
    },
    { label: t('admin.news.title'), render: (r) => r.title || r.title_en },
    { label: t('admin.news.category'), render: (r) => <CategoryName cid={r.category_cid} /> },
    {
      label: t('admin.news.status'),
      render: (r) => stateBadge(r.news_status, t('admin.news.active'), t('admin.news.inactive')),
    },
    { label: t('admin.news.created'), render: (r) => isoDay(r.created_at) },
  ],
  fields: [
    { name: 'image', label: t('admin.news.image'), type: 'image', required: true, help: 'JPG, PNG · 730x455 px' },
    { name: 'title', label: t('admin.news.title'), type: 'text', group: mn, wide: true },
    { name: 'summary', label: t('admin.news.summary'), type: 'textarea', group: mn, wide: true },
    { name: 'text', label: t('admin.news.text'), type: 'richtext', group: mn, uploadPath: '/upload/news-image' },
    { name: 'title_en', label: t('admin.news.title'), type: 'text', group: en, wide: true },
    { name: 'summary_en', label: t('admin.news.summary'), type: 'textarea', group: en, wide: true },
    { name: 'text_en', label: t('admin.news.text'), type: 'richtext', group: en, uploadPath: '/upload/news-image' },
    { name: 'category_cid', label: t('admin.news.category'), type: 'select', required: true, useOptions: useCategoryOptions },
    { name: 'publisher', label: t('admin.news.publisher'), type: 'text', required: true },
    { name: 'news_status', label: t('admin.news.status'), type: 'select', required: true, options: STATUS },
    { name: 'yellow_book', label: t('admin.news.yellowBook'), type: 'radio', required: true, options: YES_NO },
  ],
  schema: { insert: newsInsertSchema, update: newsUpdateSchema },
  endpoints: { insert: '/insert/news', update: '/update/news', delete: '/delete/news' },
  // publisher defaults to the signed-in admin; status to active (association-admin.md §9)
  defaults: ({ account }) => ({
    image: null,
    title: '',
    summary: '',
    text: '',
    title_en: '',
    summary_en: '',
    text_en: '',
    category_cid: '',
    publisher: account?.first_name ?? '',
    news_status: 'true',
    yellow_book: 'false',
  }),
  confirmDelete: (r) => t('admin.news.confirmDelete', { id: r.id }),
  empty: t('admin.news.empty'),
  invalidates: ['/get/dashboard'],
};
