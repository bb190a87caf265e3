import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api';
import { rememberSignIn } from '../../session/SessionContext';
import { takeAfterSignIn } from '../../session/returnAfterSignIn';
import type { SignedIn } from '../../session/types';
import { useClickGuard } from '../../ui/useClickGuard';

export type Phase = 'checking' | 'maintenance' | 'code' | 'error' | 'redirecting';

/**
 * Where sign-in stands (spec 000 §2): a maintenance window blocks it; with a code the Sign In
 * button completes single sign-on (`signIn`); with an error it shows; with neither the browser
 * goes to the identity provider.
 */
export function useSignInPhase() {
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

  return { phase, message, pending, signIn };
}
