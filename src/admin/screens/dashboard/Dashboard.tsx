import { useQuery } from '@tanstack/react-query';
import { api } from '@client/api-client';
import { formatDateTime, listKey, ScreenHeader } from '@admin/kit';
import type { DictKey } from '@i18n';
import { t } from '@admin/i18n';
import { Link } from '@admin/router';
import { MeetingDashboardPanel } from '../meetings/organiser/MeetingDashboard';

/**
 * /admin/dashboard: the news and association request counts, the directory's requests waiting for
 * review (a link to their screen), the mail queue (waiting, given up), the state of the last static build,
 * and the B2B meetings by day, room use per slot and no-shows (issue 26 §6).
 */
export default function Dashboard() {
  // A missing or failing count shows '—' (the figure is unknown, not zero).
  const counts = useQuery({
    queryKey: listKey('mm', '/get/dashboard'),
    queryFn: () => api.get('/get/dashboard'),
    retry: false,
  });
  const build = useQuery({
    queryKey: listKey('mm', '/get/build-status'),
    queryFn: () => api.get('/get/build-status'),
    // while a build is pending, watch it finish
    refetchInterval: (q) => (q.state.data && ['scheduled', 'running'].includes(q.state.data.build.state) ? 2000 : false),
  });
  const mail = useQuery({ queryKey: listKey('mm', '/get/mail-queue'), queryFn: () => api.get('/get/mail-queue'), retry: false });
  const figure = (n: number | undefined) => (typeof n === 'number' ? n.toLocaleString('mn-MN') : '—');
  const b = build.data?.build;
  const stats = [
    { id: 'news', label: t('admin.dashboard.news'), value: counts.data?.result.newsCount },
    { id: 'requests', label: t('admin.dashboard.requests'), value: counts.data?.result.requestCount },
    {
      id: 'directory-requests',
      label: t('admin.dashboard.directoryRequests'),
      value: counts.data?.result.directoryRequestCount,
      href: '/admin/yellow/request',
    },
    { id: 'mail-queued', label: t('delivery.queued'), value: mail.data?.mail.queued },
    { id: 'mail-failed', label: t('delivery.failed'), value: mail.data?.mail.failed },
  ];
  return (
    <section className="adm-screen">
      <ScreenHeader title={t('admin.dashboard.title')} />
      <div className="adm-stats">
        {stats.map(({ id, label, value, href }) => (
          <div key={id} className="adm-stat" data-testid={`stat-${id}`}>
            <p className="adm-stat__label">{href ? <Link href={href}>{label}</Link> : label}</p>
            <p className="adm-stat__value">{figure(value)}</p>
          </div>
        ))}
      </div>
      {mail.data?.mail.failed ? <p className="adm-muted">{t('delivery.failedHint')}</p> : null}
      <div className="adm-card adm-build" data-testid="build-status">
        <h2>{t('admin.dashboard.build')}</h2>
        {b ? (
          <dl className="adm-dl">
            <div>
              <dt>{t('admin.news.status')}</dt>
              <dd>
                <span className={`adm-badge adm-badge--${b.state}`}>{t(`admin.dashboard.build.${b.state}` as DictKey)}</span>
              </dd>
            </div>
            {b.finishedAt && (
              <div>
                <dt>{t('admin.dashboard.build.finished')}</dt>
                <dd>{formatDateTime(b.finishedAt)}</dd>
              </div>
            )}
            {b.durationMs !== null && (
              <div>
                <dt>{t('admin.dashboard.build.duration')}</dt>
                <dd>{(b.durationMs / 1000).toFixed(1)} s</dd>
              </div>
            )}
            {b.pages !== null && (
              <div>
                <dt>{t('admin.dashboard.build.pages')}</dt>
                <dd>{b.pages}</dd>
              </div>
            )}
            {b.error && (
              <div className="adm-dl__wide">
                <dt>{t('admin.dashboard.build.failed')}</dt>
                <dd>
                  <pre className="adm-pre">{b.error}</pre>
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="adm-muted">{build.isError ? '—' : t('admin.loading')}</p>
        )}
      </div>
      <MeetingDashboardPanel />
    </section>
  );
}
