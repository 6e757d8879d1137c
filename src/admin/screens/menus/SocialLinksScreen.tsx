import { ListFormScreen, t } from '@admin/kit';
import { socialLinkSchema, socialLinkUpdateSchema } from '@shared/home';
import { socialLinkResource } from './social-link-resource';

/** /admin/social-links: the association's social links (the twenty brand icons). */
export const associationSocialLinks = socialLinkResource({
  site: 'mm',
  schema: { insert: socialLinkSchema, update: socialLinkUpdateSchema },
  texts: {
    id: t('adminHome.id'),
    icon: t('adminHome.social.icon'),
    link: t('adminHome.social.link'),
    confirm: t('adminHome.social.confirm'),
    empty: t('adminHome.emptyList'),
  },
});

export default function SocialLinksScreen() {
  return <ListFormScreen resource={associationSocialLinks} title={t('adminHome.social.title')} />;
}
