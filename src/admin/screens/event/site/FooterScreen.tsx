import { ListFormScreen, t, type ListRow, type Resource } from '@admin/kit';
import { FOOTER_TYPES, eventFooterSchema, eventFooterUpdateSchema } from '@shared/event-site';
import { common } from './texts';

type FooterRow = ListRow<'/get/footer', 'footer', 'mw'>;
const typeLabel = (type: string) => t(`admin.week.site.footer.${type === 'email' ? 'email' : type === 'link' ? 'link' : 'phone'}`);

/** /admin/week/footer: the event footer's phones, e-mails and links. */
const footerResource: Resource<FooterRow> = {
  name: 'mw-footer',
  site: 'mw',
  list: { path: '/get/footer', key: 'footer' },
  columns: [
    { label: common.id, key: 'id', numeric: true },
    { label: t('admin.week.site.footer.type'), render: (r) => typeLabel(r.type) },
    { label: t('admin.week.site.footer.information'), key: 'information' },
  ],
  fields: [
    {
      name: 'type',
      label: t('admin.week.site.footer.type'),
      type: 'select',
      required: true,
      options: [
        { value: '', label: t('admin.week.site.footer.chooseType') },
        ...FOOTER_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
      ],
    },
    { name: 'information', label: t('admin.week.site.footer.information'), type: 'text', required: true, wide: true },
  ],
  schema: { insert: eventFooterSchema, update: eventFooterUpdateSchema },
  endpoints: { insert: '/insert/footer', update: '/update/footer', delete: '/delete/footer' },
  encoding: 'json',
  defaults: () => ({ type: '', information: '' }),
  fromRow: (r) => ({ type: r.type, information: r.information }),
  confirmDelete: () => t('admin.week.site.footer.confirm'),
  empty: common.empty,
  messages: { saved: common.saved, error: common.error },
};

export default function FooterScreen() {
  return <ListFormScreen resource={footerResource} title={t('admin.week.site.footer.title')} />;
}
