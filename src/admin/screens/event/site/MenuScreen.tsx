import { booleanOptions, ListFormScreen, t, useApiGet, type ListRow, type Option, type Resource } from '@admin/kit';
import { EVENT_PAGE_TYPES, eventCategoryInsertSchema, eventCategoryUpdateSchema } from '@shared/event-site';
import { common } from './texts';

type MenuRow = ListRow<'/get/categories', 'category', 'mw'>;

const useMenu = () => useApiGet('/get/categories', undefined, { site: 'mw' }).data?.category ?? [];

function ParentName({ pid }: { pid: number | null }) {
  const menu = useMenu();
  if (pid === null) return <>—</>;
  return <>{menu.find((m) => m.cid === pid)?.category_en ?? `#${pid}`}</>;
}

function useParentOptions(): Option[] {
  const menu = useMenu();
  return [
    { value: '', label: t('admin.week.site.menu.noParent') },
    ...menu.map((m) => ({ value: String(m.cid), label: `${m.cid} · ${m.category_en}` })),
  ];
}

/** A green or red dot; its text is for screen readers (and the tooltip). */
function StatusDot({ active }: { active: boolean }) {
  const label = t(active ? 'admin.week.site.menu.active' : 'admin.week.site.menu.inactive');
  return (
    <span title={label} data-status={active ? 'active' : 'inactive'}>
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', background: active ? '#1d8a4f' : '#c4312f' }}
      />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

const typeLabel = (type: string) => t(type === 'news' ? 'admin.week.site.menu.news' : 'admin.week.site.menu.static');
const STATUS_OPTIONS = booleanOptions(t('admin.week.site.menu.active'), t('admin.week.site.menu.inactive'));

/** /admin/week/link: the event menu (conference categories); a new item is active and static. */
const menuResource: Resource<MenuRow> = {
  name: 'mw-category',
  site: 'mw',
  idKey: 'cid',
  list: { path: '/get/categories', key: 'category' },
  columns: [
    { label: common.id, key: 'cid', numeric: true },
    { label: t('admin.week.site.menu.name'), key: 'category' },
    { label: t('admin.week.site.menu.nameEn'), key: 'category_en' },
    { label: t('admin.week.site.menu.parent'), render: (r) => <ParentName pid={r.pid} /> },
    { label: t('admin.week.site.menu.status'), render: (r) => <StatusDot active={r.category_status} /> },
    { label: t('admin.week.site.menu.pageType'), render: (r) => typeLabel(r.page_type) },
  ],
  fields: [
    { name: 'category', label: t('admin.week.site.menu.name'), type: 'text', required: true },
    { name: 'category_en', label: t('admin.week.site.menu.nameEn'), type: 'text', required: true },
    { name: 'pid', label: t('admin.week.site.menu.parent'), type: 'select', useOptions: useParentOptions },
    { name: 'category_status', label: t('admin.week.site.menu.status'), type: 'select', options: STATUS_OPTIONS },
    {
      name: 'page_type',
      label: t('admin.week.site.menu.pageType'),
      type: 'select',
      options: EVENT_PAGE_TYPES.map((p) => ({ value: p, label: typeLabel(p) })),
    },
  ],
  schema: { insert: eventCategoryInsertSchema, update: eventCategoryUpdateSchema },
  endpoints: { insert: '/insert/category', update: '/update/category', delete: '/delete/category', deleteParam: 'cid' },
  encoding: 'json',
  defaults: () => ({ category: '', category_en: '', pid: '', category_status: 'true', page_type: 'static' }),
  fromRow: (r) => ({
    category: r.category,
    category_en: r.category_en,
    pid: r.pid === null ? '' : String(r.pid),
    category_status: String(r.category_status),
    page_type: r.page_type,
  }),
  confirmDelete: (r) => t('admin.week.site.menu.confirm', { name: r.category_en }),
  empty: common.empty,
  messages: { saved: common.saved, error: common.error },
};

export default function MenuScreen() {
  return <ListFormScreen resource={menuResource} title={t('admin.week.site.menu.title')} />;
}
