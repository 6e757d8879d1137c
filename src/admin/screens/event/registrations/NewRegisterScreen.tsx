import { CardScreen, ResourceForm, t } from '@admin/kit';
import { registrationResource } from './resource';

/** /admin/week/new-register: a registrant added by hand (all six fields required; nothing is sent while any is empty). */
export default function NewRegisterScreen() {
  return (
    <CardScreen title={t('admin.week.register.newTitle')}>
      <ResourceForm resource={registrationResource} />
    </CardScreen>
  );
}
