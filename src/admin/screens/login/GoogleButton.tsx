import { useEffect, useRef, useState } from 'react';
import { t } from '@admin/i18n';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleId {
  initialize(opts: { client_id: string; callback: (r: { credential: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(el: HTMLElement, opts: Record<string, string | number>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const clientId = (import.meta.env as Record<string, string | undefined>).PUBLIC_GOOGLE_CLIENT_ID;

let loading: Promise<void> | null = null;
/** Loads Google Identity Services once, on the login page only. */
function loadGsi(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('gsi'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The Google sign-in button; its credential (an ID token) goes to `onCredential`. */
export function GoogleButton({ onCredential }: { onCredential: (idToken: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    loadGsi()
      .then(() => {
        if (!live || !host.current || !window.google) return;
        window.google.accounts.id.initialize({ client_id: clientId, callback: (r) => callback.current(r.credential), ux_mode: 'popup' });
        window.google.accounts.id.renderButton(host.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          locale: 'mn',
          width: 300,
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  if (!clientId)
    return (
      <p className="adm-login__note" data-testid="google-unset">
        {t('admin.login.noGoogle')}
      </p>
    );
  return (
    <div className="adm-login__google">
      <p className="adm-muted">{t('admin.login.google')}</p>
      <div ref={host} data-testid="google-button" />
      {failed && <p className="adm-login__error">{t('admin.login.googleFailed')}</p>}
    </div>
  );
}
