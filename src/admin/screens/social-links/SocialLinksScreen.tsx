import { ListFormScreen, t, type Resource, type ListRow } from '../../kit';
import { SOCIAL_ICONS, SOCIAL_LABELS, isSocialIcon, socialLinkSchema, socialLinkUpdateSchema } from '../../../shared/home';
import { BrandMark } from './BrandMark';

type LinkRow = ListRow<'/get/social-link', 'link'>;

/** /admin/social-links: list plus add/edit form; the icon is one of the twenty brand icons. */
export const socialLinkResource: Resource<LinkRow> = {
  name: 'social-link',
  list: { path: '/get/social-link', key: 'link' },
  columns: [
    { label: t('adminHome.id'), key: 'id', numeric: true },
    {
      label: t('adminHome.social.icon'),
      render: (r) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
          <BrandMark icon={r.icon} /> {isSocialIcon(r.icon) ? SOCIAL_LABELS[r.icon] : r.icon}
        </span>
      ),
    },
    {
      label: t('adminHome.social.link'),
      render: (r) => (
        <a href={r.link} target="_blank" rel="noreferrer">
          {r.link}
        </a>
      ),
    },
  ],
  fields: [
    {
      name: 'icon',
      label: t('adminHome.social.icon'),
      type: 'icon',
      required: true,
      wide: true,
      options: SOCIAL_ICONS.map((icon) => ({ value: icon, label: SOCIAL_LABELS[icon], icon: <BrandMark icon={icon} /> })),
    },
    { name: 'link', label: t('adminHome.social.link'), type: 'text', required: true, wide: true, placeholder: 'https://' },
  ],
  schema: { insert: socialLinkSchema, update: socialLinkUpdateSchema },
  endpoints: { insert: '/insert/social-link', update: '/update/social-link', delete: '/delete/social-link' },
  encoding: 'json',
  defaults: () => ({ icon: '', link: '' }),
  fromRow: (r) => ({ icon: r.icon, link: r.link }),
  confirmDelete: () => t('adminHome.social.confirm'),
  empty: t('adminHome.emptyList'),
};

export default function SocialLinksScreen() {
  return <ListFormScreen resource={socialLinkResource} title={t('adminHome.social.title')} />;
}
