import { Link } from 'react-router-dom';
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../layout/PublicLayout';
import { useSignInPhase } from './login/useSignInPhase';

/**
 * / and /login (spec 000 §2): with a code, the Sign In button completes single sign-on; with an
 * error, the error shows; with neither, the browser goes to the identity provider. A maintenance
 * window blocks all of it.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { phase, message, pending, signIn } = useSignInPhase();
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
      <LoginLinks />
    </PublicLayout>
  );
}

/** About, the two Forgot pages and Help, under every phase. */
function LoginLinks() {
  const { t } = useTranslation();
  return (
    <nav className="wil-login-links" aria-label={t('login.links')}>
      <Link to="/indexAbout">{t('login.about')}</Link>
      <Link to="/forgotUserID">{t('login.forgotUserId')}</Link>
      <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
      <Link to="/help">{t('login.help')}</Link>
    </nav>
  );
}

/** Blueprint's Callout title is an h5; under the page's h1 the next level is h2 (headings in order). */
function CalloutTitle({ children }: { children: string }) {
  return <h2 className="wil-callout-title">{children}</h2>;
}
