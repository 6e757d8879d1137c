import { CardScreen, ResourceForm, t } from '@admin/kit';
import { Link } from '@admin/router';
import { reportResource } from './resource';

/** /admin/add-report: the report form in add mode, with a link back to the list. */
export default function AddReport() {
  return (
    <CardScreen
      title={t('admin.reports.addReport')}
      actions={
        <Link href="/admin/report" className="adm-btn adm-btn--ghost">
          ← {t('admin.reports.backToReports')}
        </Link>
      }
    >
      <ResourceForm resource={reportResource} />
    </CardScreen>
  );
}
