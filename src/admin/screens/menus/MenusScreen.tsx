import { booleanOptions, ListFormScreen, stateBadge, t, useApiGet, type Option, type Resource, type ListRow } from '@admin/kit';
import { Link } from '@admin/router';
import { MENU_LEVELS, PAGE_TYPES, categoryInsertSchema, categoryUpdateSchema } from '@shared/menus';

type MenuRow = ListRow<'/get/category', 'categories'>;

/** Signed in, `/get/category` answers every menu item (inactive ones too). */
const useMenu = () => useApiGet('/get/category').data?.categories ?? [];

function ParentName({ pid }: { pid: number | null }) {
  const menu = useMenu();
  if (pid === null) return <>—</>;
  return <>{menu.find((m) => m.cid === pid)?.category ?? `#${pid}`}</>;
}

/** Parents: level 1 and 2 items (the form's rule and the server check the level). */
function useParentOptions(): Option[] {
  const menu = useMenu();
  return [
    { value: '', label: t('adminHome.menu.noParent') },
    ...menu.filter((m) => m.category_level < 3).map((m) => ({ value: String(m.cid), label: `${m.category_level} · ${m.category}` })),
  ];
}

const typeLabel = (type: string) => (type === 'static' ? t('adminHome.menu.static') : t('adminHome.menu.news'));

/** /admin/link: menu items, levels 1 to 3, parent for levels 2 and 3, level 3 static only. */
export const menuResource: Resource<MenuRow> = {
  name: 'category',
  idKey: 'cid',
  list: { path: '/get/category', key: 'categories' },
  columns: [
    { label: t('adminHome.id'), key: 'cid', numeric: true },
    { label: t('adminHome.menu.level'), key: 'category_level', numeric: true },
    { label: t('adminHome.menu.parent'), render: (r) => <ParentName pid={r.pid} /> },
    { label: t('adminHome.menu.name'), key: 'category' },
    { label: t('adminHome.menu.nameEn'), key: 'category_en' },
    {
      label: t('adminHome.menu.pageType'),
      render: (r) =>
        r.page_type === 'static' ? <Link href={`/admin/edit-static/${r.cid}`}>{typeLabel(r.page_type)} ✎</Link> : typeLabel(r.page_type),
    },
    {
      label: t('adminHome.menu.status'),
      render: (r) => stateBadge(r.category_status, t('adminHome.menu.active'), t('adminHome.menu.inactive')),
    },
  ],
  fields: [
    {
      name: 'page_type',
      label: t('adminHome.menu.pageType'),
      type: 'select',
      required: true,
      options: [{ value: '', label: t('adminHome.menu.noParent') }, ...PAGE_TYPES.map((p) => ({ value: p, label: typeLabel(p) }))],
    },
    {
      name: 'category_level',
      label: t('adminHome.menu.level'),
      type: 'select',
      required: true,
      options: [{ value: '', label: t('adminHome.menu.noParent') }, ...MENU_LEVELS.map((l) => ({ value: String(l), label: String(l) }))],
    },
    {
      name: 'pid',
      label: t('adminHome.menu.parent'),
      type: 'select',
      required: true,
      useOptions: useParentOptions,
      visible: (v) => v.category_level === '2' || v.category_level === '3',
    },
    { name: 'category', label: t('adminHome.menu.name'), type: 'text', required: true },
    { name: 'category_en', label: t('adminHome.menu.nameEn'), type: 'text', required: true },
    {
      name: 'category_status',
      label: t('adminHome.menu.status'),
      type: 'select',
      options: booleanOptions(t('adminHome.menu.active'), t('adminHome.menu.inactive')),
    },
  ],
  schema: { insert: categoryInsertSchema, update: categoryUpdateSchema },
  endpoints: { insert: '/insert/category', update: '/update/category', delete: '/delete/category', deleteParam: 'cid' },
  encoding: 'json',
  defaults: () => ({ page_type: '', category_level: '', pid: '', category: '', category_en: '', category_status: 'true' }),
  fromRow: (r) => ({
    page_type: r.page_type,
    category_level: String(r.category_level),
    pid: r.pid === null ? '' : String(r.pid),
    category: r.category,
    category_en: r.category_en,
    category_status: String(r.category_status),
  }),
  confirmDelete: (r) => t('adminHome.menu.confirm', { name: r.category }),
  empty: t('adminHome.menu.empty'),
  invalidates: ['/get/category-news-count'],
};

export default function LinkScreen() {
  return <ListFormScreen resource={menuResource} title={t('adminHome.menu.title')} />;
}
