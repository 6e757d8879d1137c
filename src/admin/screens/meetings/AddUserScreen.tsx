import { ResourceForm, ScreenHeader, t } from '@admin/kit';
import { BulkImport } from './add/BulkImport';
import { meetingUserResource } from './resource';

/** /admin/yellow/add-user (spec §2): add one meeting user, or many from a CSV/Excel file. */
export default function AddUserScreen() {
  return (
    <section className="adm-screen">
      <ScreenHeader title={t('meetings.add.title')} />
      <div className="adm-card">
        <h2 className="mu-card-title">{t('meetings.add.single')}</h2>
        <ResourceForm resource={meetingUserResource} />
      </div>
      <div className="adm-card">
        <h2 className="mu-card-title">{t('meetings.add.bulk')}</h2>
        <BulkImport />
      </div>
    </section>
  );
}
