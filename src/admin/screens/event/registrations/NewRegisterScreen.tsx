import { ResourceForm, ScreenHeader, t } from '@admin/kit';
import { registrationResource } from './resource';

/** /admin/week/new-register: a registrant added by hand (all six fields required; nothing is sent while any is empty). */
export default function NewRegisterScreen() {
  return (
    <section className="adm-screen">
      <ScreenHeader title={t('admin.week.register.newTitle')} />
      <div className="adm-card">
        <ResourceForm resource={registrationResource} />
      </div>
    </section>
  );
}
