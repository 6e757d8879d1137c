import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@client/api-client';
import { groups, LOGIN_PATH } from './registry';
import { Link, matchPath, navigate, useLocation } from './router';
import { useAccount } from './session';
import { t } from './i18n';

/** Sidebar grouped by site, header with the account's first name and position, logout. */
export function Shell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const sidebar = useRef<HTMLElement>(null);
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  // the active screen's link in sight: the sidebar (its own scroll box) scrolls, never the page
  useEffect(() => {
    const nav = sidebar.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link) return;
    const box = nav.getBoundingClientRect();
    const at = link.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) nav.scrollTop += at.top - box.top - (box.height - at.height) / 2;
  }, [pathname, open]);
  return (
    <div className={`adm-shell${open ? ' adm-shell--open' : ''}`}>
      <a className="adm-skip" href="#adm-main">
        {t('nav.skip')}
      </a>
      <Header menuOpen={open} onMenu={() => setOpen((o) => !o)} />
      <nav id="adm-sidebar" ref={sidebar} className="adm-sidebar" aria-label={t('admin.menu')}>
        {groups.map((g) => (
          <div key={g.label} className="adm-nav-group">
            <h2 className="adm-nav-group__title">{t(g.label)}</h2>
            <ul>
              {g.screens
                .filter((s) => !s.hidden)
                .map((s) => (
                  <li key={s.path}>
                    <Link href={s.path} className="adm-nav-link" aria-current={matchPath(s.path, pathname) ? 'page' : undefined}>
                      {t(s.label)}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <button type="button" className="adm-scrim" aria-label={t('admin.menuClose')} tabIndex={-1} onClick={() => setOpen(false)} />
      <main id="adm-main" className="adm-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const account = useAccount().data;
  const client = useQueryClient();
  const logout = async () => {
    await api.post('/auth/logout').catch(() => {});
    client.clear();
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <header className="adm-header">
      <button
        type="button"
        className="adm-menu-btn"
        aria-expanded={menuOpen}
        aria-controls="adm-sidebar"
        onClick={onMenu}
        aria-label={menuOpen ? t('admin.menuClose') : t('admin.menu')}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Link href="/admin/dashboard" className="adm-brand">
        {t('admin.brand')}
      </Link>
      <div className="adm-account" data-testid="admin-account">
        {account && (
          <>
            <span className="adm-account__name">{account.first_name || account.email}</span>
            {account.position && <span className="adm-account__position">{account.position}</span>}
          </>
        )}
      </div>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={logout}>
        {t('admin.logout')}
      </button>
    </header>
  );
}
