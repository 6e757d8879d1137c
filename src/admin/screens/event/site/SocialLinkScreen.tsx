import { ListFormScreen, t } from '@admin/kit';
import { eventSocialLinkSchema, eventSocialLinkUpdateSchema } from '@shared/event-site';
import { socialLinkResource } from '@admin/screens/menus/social-link-resource';
import { common } from './texts';

/** /admin/week/social-link: the event site's social links (the same twenty icons as the association's). */
const eventSocialLinks = socialLinkResource({
  site: 'mw',
  schema: { insert: eventSocialLinkSchema, update: eventSocialLinkUpdateSchema },
  texts: {
    ...common,
    icon: t('admin.week.site.social.icon'),
    link: t('admin.week.site.social.link'),
    confirm: t('admin.week.site.social.confirm'),
  },
});

export default function SocialLinkScreen() {
  return <ListFormScreen resource={eventSocialLinks} title={t('admin.week.site.social.title')} />;
}
