import { HOME_PATH } from './registry';
import { Link } from './router';
import { t } from './i18n';

/** Any admin path no screen answers (signed-in admins only; others went to login). */
export function NotFound() {
  return (
    <section className="adm-screen adm-notfound" data-testid="admin-not-found">
      <p className="adm-notfound__code" aria-hidden="true">
        404
      </p>
      <h1>{t('admin.notFound.title')}</h1>
      <p>{t('admin.notFound.text')}</p>
      <Link className="adm-btn adm-btn--primary" href={HOME_PATH}>
        {t('admin.notFound.back')}
      </Link>
    </section>
  );
}
