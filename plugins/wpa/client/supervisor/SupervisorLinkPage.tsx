import { useEffect, useState } from 'react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { PublicLayout } from '@core/client/layout/PublicLayout';
import { endedBy, readLinkForm, type LinkPhase } from './linkCalls';
import { SupervisorLinkForm } from './SupervisorLinkForm';
import '../wpa.css';
import './supervisorLink.css';

/**
 * /wpa/{token} (issue 31): the industry supervisor's appraisal, opened from the link of the mail,
 * outside /academic and without sign-in. It reads and writes the one WPA the token is bound to.
 */
export default function SupervisorLinkPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('wpa');
  const [phase, setPhase] = useState<LinkPhase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    setPhase({ kind: 'loading' });
    readLinkForm(token, ctl.signal).then(
      (form) => setPhase({ kind: 'form', form }),
      (e: unknown) => {
        if (ctl.signal.aborted) return;
        const error = e instanceof ApiError ? e : new ApiError(String(e), null);
        // The token is all the page sends: one it cannot even take (too long) opens nothing either.
        setPhase(endedBy(e) ?? (error.errorCode === 'VALIDATION' ? { kind: 'invalid' } : { kind: 'failed', error }));
      },
    );
    return () => ctl.abort();
  }, [token, attempt]);

  const frame = { brandLink: false, className: 'wpa-link' } as const;
  switch (phase.kind) {
    case 'loading':
      return (
        <PublicLayout title={t('link.title')} brandLink={false} className="wpa-link wpa-link-wide">
          <Spinner aria-label={t('common.loading')} />
        </PublicLayout>
      );
    case 'invalid':
      return (
        <PublicLayout title={t('link.invalidTitle')} {...frame}>
          <p>{t('link.invalid')}</p>
        </PublicLayout>
      );
    case 'submitted':
      return <PublicLayout title={t('link.submitted')} {...frame} />;
    case 'thanks':
      return (
        <PublicLayout title={t('link.thanksTitle')} {...frame}>
          <p role="status">{t('link.thanks')}</p>
        </PublicLayout>
      );
    case 'failed':
      return (
        <PublicLayout title={t('link.title')} {...frame}>
          <Callout intent="danger" role="alert">
            {phase.error.errorCode === 'RATE_LIMITED'
              ? t('link.tooMany')
              : phase.error.errorCode === 'NETWORK'
                ? t('link.network')
                : phase.error.message}
          </Callout>
          <p className="wpa-link-retry">
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('link.retry')}</Button>
          </p>
        </PublicLayout>
      );
    case 'form':
      return (
        <PublicLayout title={t('link.title')} brandLink={false} className="wpa-link wpa-link-wide">
          <SupervisorLinkForm token={token} form={phase.form} onEnded={setPhase} />
        </PublicLayout>
      );
  }
}
