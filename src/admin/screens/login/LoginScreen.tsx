import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@client/api-client';
import { HOME_PATH } from '@admin/registry';
import { navigate } from '@admin/router';
import { authKey, checkAuth } from '@admin/session';
import { t } from '@admin/i18n';
import { GoogleButton } from './GoogleButton';

/**
 * /admin/login: a signed-in admin goes straight to the dashboard; otherwise the Google button and,
 * for local use, the e-mail + password form. The server's refusal is shown in red.
 */
export default function LoginScreen() {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    checkAuth().then((ok) => {
      if (live && ok) navigate(HOME_PATH, { replace: true });
    });
    return () => {
      live = false;
    };
  }, []);

  const signedIn = () => {
    client.clear();
    client.setQueryData(authKey, true);
    navigate(HOME_PATH, { replace: true });
  };

  const run = async (call: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await call();
      signedIn();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    void run(() => api.post('/auth/login', { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') }));
  };

  return (
    <main className="adm-login">
      <div className="adm-login__card">
        <p className="adm-login__brand">{t('site.shortName')}</p>
        <h1>{t('admin.login.title')}</h1>
        <GoogleButton onCredential={(idToken) => run(() => api.post('/auth/google', { idToken }))} />
        <p className="adm-login__or">
          <span>{t('admin.login.or')}</span>
        </p>
        <form className="adm-login__form" onSubmit={onPassword} aria-describedby={error ? 'login-error' : undefined}>
          <label className="adm-field">
            <span className="adm-field__label">{t('admin.login.email')}</span>
            <input name="email" type="email" autoComplete="username" required />
          </label>
          <label className="adm-field">
            <span className="adm-field__label">{t('admin.login.password')}</span>
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className="adm-btn adm-btn--primary adm-btn--block" disabled={busy}>
            {busy ? t('admin.login.busy') : t('admin.login.submit')}
          </button>
        </form>
        {error && (
          <p id="login-error" className="adm-login__error" role="alert" data-testid="login-error">
            {error}
          </p>
        )}
      </div>
    </main>
  );
}
