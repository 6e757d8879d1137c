import './zod-config';
import { Component, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiRequestError } from '@client/api-client';
import { ConfirmProvider } from './kit/confirm';
import { ToastProvider } from './kit/toast';
import { lazyScreen } from './lazy';
import { groups, LOGIN_PATH, type ScreenProps } from './registry';
import { matchPath, Redirect, useLocation } from './router';
import { useAuth } from './session';
import { Shell } from './Shell';
import { NotFound } from './NotFound';
import { t } from './i18n';
import './admin.css';
import './screens.css';

const LoginScreen = lazyScreen(() => import('./screens/login/LoginScreen'));

/** Every registered screen, loaded lazily once per pattern. */
const routes = groups.flatMap((g) => g.screens).map((s) => ({ path: s.path, Screen: lazyScreen<ScreenProps>(s.load) }));

function makeClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // a refused session or a missing record will not change on retry
        retry: (count, err) => !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export default function AdminApp() {
  const client = useMemo(makeClient, []);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ConfirmProvider>
          <Routes />
        </ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

function Routes() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  useEffect(() => {
    document.title = t('admin.title');
    window.scrollTo(0, 0);
  }, [pathname]);

  if (path === '/admin' || path === '') return <Redirect to={LOGIN_PATH} />;
  if (path === LOGIN_PATH)
    return (
      <ScreenBoundary>
        <Suspense fallback={<Loading />}>
          <LoginScreen />
        </Suspense>
      </ScreenBoundary>
    );
  return <Guarded path={path} />;
}

/** Every route but login needs a successful auth check; otherwise to the login page. */
function Guarded({ path }: { path: string }) {
  const auth = useAuth();
  if (auth.isPending) return <Loading />;
  if (!auth.data) return <Redirect to={LOGIN_PATH} />;
  let match: { Screen: (typeof routes)[number]['Screen']; params: Record<string, string> } | null = null;
  for (const r of routes) {
    const params = matchPath(r.path, path);
    if (params) {
      match = { Screen: r.Screen, params };
      break;
    }
  }
  return (
    <Shell>
      <ScreenBoundary key={path}>
        <Suspense fallback={<Loading />}>{match ? <match.Screen params={match.params} /> : <NotFound />}</Suspense>
      </ScreenBoundary>
    </Shell>
  );
}

export function Loading() {
  return (
    <div className="adm-loading" role="status">
      <span className="adm-spinner" aria-hidden="true" />
      {t('admin.loading')}
    </div>
  );
}

/** A screen that fails to load (chunk time-out, network) or to render shows an error, not a blank page. */
class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('admin screen failed', error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="adm-card adm-error-box" role="alert">
        <p>{t('admin.loadError')}</p>
        <p className="adm-muted">
          <code>
            {this.state.error.name}: {this.state.error.message}
          </code>
        </p>
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => window.location.reload()}>
          {t('admin.reload')}
        </button>
      </div>
    );
  }
}
