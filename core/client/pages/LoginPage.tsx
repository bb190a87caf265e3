import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../api';
import { rememberSignIn } from '../session/SessionContext';
import { takeAfterSignIn } from '../session/returnAfterSignIn';
import type { SignedIn } from '../session/types';
import { useClickGuard } from '../ui/useClickGuard';
import { PublicLayout } from '../layout/PublicLayout';

type Phase = 'checking' | 'maintenance' | 'code' | 'error' | 'redirecting';

/**
 * / and /login (spec 000 §2): with a code, the Sign In button completes single sign-on; with an
 * error, the error shows; with neither, the browser goes to the identity provider. A maintenance
 * window blocks all of it.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { run, pending } = useClickGuard();
  const code = params.get('code');
  const urlError = params.get('error_description') || params.get('error');
  const [phase, setPhase] = useState<Phase>('checking');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api('academic/login/checkShutdownTime', undefined, { anonymous: true, quietNetwork: true })
      .then(() => {
        if (cancelled) return;
        if (code) setPhase('code');
        else if (urlError) {
          setMessage(urlError);
          setPhase('error');
        } else {
          setPhase('redirecting');
          window.location.assign('/auth/authorize');
        }
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setMessage(e instanceof ApiError && e.errorCode !== 'NETWORK' ? e.message : t('login.maintenance'));
        setPhase('maintenance');
      });
    return () => {
      cancelled = true;
    };
  }, [code, urlError, t]);

  const signIn = () =>
    run(async () => {
      try {
        const body: Record<string, string> = { code: code!, state: params.get('state') ?? '' };
        const iss = params.get('iss');
        if (iss) body.iss = iss;
        rememberSignIn(await api<SignedIn>('academic/login/ajaxLogin', body, { anonymous: true, quietNetwork: true }));
        navigate(takeAfterSignIn(), { replace: true });
      } catch (e) {
        setMessage(e instanceof ApiError && e.errorCode !== 'NETWORK' ? e.message : t('login.networkError'));
        setPhase('error');
      }
    });

  return (
    <PublicLayout title={t('login.title')}>
      {phase === 'maintenance' && (
        <Callout intent={Intent.WARNING} icon="wrench" role="alert">
          <CalloutTitle>{t('login.maintenanceTitle')}</CalloutTitle>
          {message}
        </Callout>
      )}
      {phase === 'error' && (
        <Callout intent={Intent.DANGER} icon="error" role="alert">
          <CalloutTitle>{t('login.errorTitle')}</CalloutTitle>
          {message}
        </Callout>
      )}
      {(phase === 'checking' || phase === 'redirecting') && (
        <div className="wil-login-wait" role="status">
          <Spinner size={24} aria-label={t('common.loading')} />
          <span>{phase === 'redirecting' ? t('login.redirecting') : t('common.loading')}</span>
        </div>
      )}
      {phase === 'code' && (
        <div className="wil-login-action">
          <p>{t('login.codeReady')}</p>
          <Button intent={Intent.PRIMARY} size="large" loading={pending} onClick={() => void signIn()}>
            {t('login.signIn')}
          </Button>
        </div>
      )}
      {phase === 'error' && (
        <p>
          <a href="/login">{t('login.tryAgain')}</a>
        </p>
      )}
      <nav className="wil-login-links" aria-label={t('login.links')}>
        <Link to="/indexAbout">{t('login.about')}</Link>
        <Link to="/forgotUserID">{t('login.forgotUserId')}</Link>
        <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        <Link to="/help">{t('login.help')}</Link>
      </nav>
    </PublicLayout>
  );
}

/** Blueprint's Callout title is an h5; under the page's h1 the next level is h2 (headings in order). */
function CalloutTitle({ children }: { children: string }) {
  return <h2 className="wil-callout-title">{children}</h2>;
}
