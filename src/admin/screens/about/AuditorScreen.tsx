import { ListFormScreen, t } from '@admin/kit';
import { aboutResource } from './resource';

const auditors = aboutResource('Auditor');

/** /admin/auditor: the independent assessment auditors (about-us entries of category Auditor). */
export default function AuditorScreen() {
  return (
    <ListFormScreen
      resource={auditors}
      title={t('admin.auditor.title')}
      addTitle={t('admin.auditor.add')}
      editTitle={t('admin.auditor.edit')}
    />
  );
}
