import { ListFormScreen, t } from '@admin/kit';
import { Link } from '@admin/router';
import { reportResource } from './resource';

/** /admin/report: the paged list (5/10/15) with edit in place; adding lives on /admin/add-report. */
export default function ReportScreen() {
  return (
    <ListFormScreen
      resource={reportResource}
      title={t('admin.reports.reports')}
      allowAdd={false}
      editTitle={t('admin.reports.editReport')}
      filters={() => (
        <Link href="/admin/add-report" className="adm-btn adm-btn--primary adm-btn--small">
          {t('admin.reports.addReport')}
        </Link>
      )}
    />
  );
}
