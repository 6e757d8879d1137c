import type { ZodType } from 'zod';
import type { Resource } from '@admin/kit';
import type { Site } from '@client/api-client';
import { SOCIAL_ICONS, SOCIAL_LABELS, isSocialIcon } from '@shared/home';
import { BrandMark } from './BrandMark';

export interface SocialLinkRow {
  id: number;
  icon: string;
  link: string;
}

/**
 * A social-link list with its add/edit form (one of the twenty brand icons and a link): the
 * association's (/admin/social-links) and the event site's (/admin/week/social-link) differ only in
 * their site, schemas and texts. The calls are the same paths on each site.
 */
export function socialLinkResource(o: {
  site: Site;
  schema: { insert: ZodType; update: ZodType };
  texts: { id: string; icon: string; link: string; confirm: string; empty: string; saved?: string; error?: (m: string) => string };
}): Resource<SocialLinkRow> {
  const { texts } = o;
  return {
    name: o.site === 'mm' ? 'social-link' : `${o.site}-social-link`,
    site: o.site,
    list: { path: '/get/social-link', key: 'link' },
    columns: [
      { label: texts.id, key: 'id', numeric: true },
      {
        label: texts.icon,
        render: (r) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
            <BrandMark icon={r.icon} /> {isSocialIcon(r.icon) ? SOCIAL_LABELS[r.icon] : r.icon}
          </span>
        ),
      },
      {
        label: texts.link,
        render: (r) => (
          <a href={r.link} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {r.link}
          </a>
        ),
      },
    ],
    fields: [
      {
        name: 'icon',
        label: texts.icon,
        type: 'icon',
        required: true,
        wide: true,
        options: SOCIAL_ICONS.map((icon) => ({ value: icon, label: SOCIAL_LABELS[icon], icon: <BrandMark icon={icon} /> })),
      },
      { name: 'link', label: texts.link, type: 'text', required: true, wide: true, placeholder: 'https://' },
    ],
    schema: o.schema,
    endpoints: { insert: '/insert/social-link', update: '/update/social-link', delete: '/delete/social-link' },
    encoding: 'json',
    defaults: () => ({ icon: '', link: '' }),
    fromRow: (r) => ({ icon: r.icon, link: r.link }),
    confirmDelete: () => texts.confirm,
    empty: texts.empty,
    messages: texts.saved || texts.error ? { saved: texts.saved, error: texts.error } : undefined,
  };
}
