import { t } from '../../i18n';

/** The audit log: every admin write, filtered by person, entity and date (role 2 only). */
export default function AuditScreen() {
  return <h1>{t('admin.nav.audit')}</h1>;
}
