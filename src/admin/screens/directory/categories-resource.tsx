import { CATEGORY_PAGE_SIZES, MAIN_CATEGORY_CODES } from '@shared/directory';
import { categoryInsertSchema, categoryRenameSchema } from '@shared/directory-catban';
import { t, useApiGet, type ListRow, type Option, type Resource } from '@admin/kit';

export type CategoryRow = ListRow<'/yellow-page/get/categories', 'categories', 'yp'>;

/** The four main categories as choices, named from the directory's own data (codes until it loads). */
export function useMainCategoryOptions(): Option[] {
  const mains = useApiGet('/get/all-categories', { lang: 'mn' }, { site: 'yp' }).data?.categories;
  return MAIN_CATEGORY_CODES.map((code) => {
    const main = mains?.find((m) => m.id === code);
    return { value: code, label: main ? `${code} ${main.nameMn}` : code };
  });
}

/**
 * The directory's sub-categories as data: the admin list (main category, language, 20/50/100), the
 * rename (JSON {id, nameMn, nameEn}) and the new category ({mainCategory, nameMn, nameEn}).
 */
export const categoryResource: Resource<CategoryRow> = {
  name: 'category',
  site: 'yp',
  list: { path: '/yellow-page/get/categories', key: 'categories', pageSizes: CATEGORY_PAGE_SIZES, defaultLimit: 20 },
  columns: [
    { label: t('directory.catban.category.code'), key: 'category_code' },
    { label: t('directory.catban.category.name'), key: 'name' },
  ],
  fields: [
    {
      name: 'mainCategory',
      label: t('directory.catban.category.main'),
      type: 'select',
      required: true,
      // the select's own first entry is the one placeholder
      useOptions: useMainCategoryOptions,
      visible: (_v, mode) => mode === 'add',
    },
    { name: 'nameMn', label: t('directory.catban.category.nameMn'), type: 'text', required: true },
    { name: 'nameEn', label: t('directory.catban.category.nameEn'), type: 'text', required: true },
  ],
  schema: { insert: categoryInsertSchema, update: categoryRenameSchema },
  endpoints: { insert: '/yellow-page/insert/category', update: '/yellow-page/update/category' },
  encoding: 'json',
  defaults: () => ({ mainCategory: '', nameMn: '', nameEn: '' }),
  fromRow: (r) => ({ nameMn: r.nameMn, nameEn: r.nameEn }),
  confirmDelete: () => '',
  empty: t('directory.catban.category.empty'),
  messages: { saved: t('directory.catban.updated'), error: () => t('directory.catban.error'), errorMs: 5000 },
};
