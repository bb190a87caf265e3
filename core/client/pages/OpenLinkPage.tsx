import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { digestCalls } from '@schemas/core/digest';
import { call } from '../data/call';
import { choose, useLinkTargets } from '../extensions/Extensions';
import { fillPath } from '../extensions/routeRefs';
import { useSession } from '../session/SessionContext';

const whole = (v: string | null) => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

/**
 * /academic/open?to=<route id>&prog=<cohortProgId>&choice=<choice id>&value=<id>&p.<param>=…:
 * a mail's link (the daily digest, issue 39). After sign-in (a link opened without a session
 * comes back here: returnAfterSignIn.ts) the server checks the programme and the choice are the
 * user's to see; the page then selects the programme, sets the choice through its owner's
 * reference (the chosen module lives in storage, not in the path, spec 002 §2) and replaces
 * itself with the destination. A page that is not in this app, or a refusal, says so.
 */
export default function OpenLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const { registry, choices } = useLinkTargets();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const to = params.get('to') ?? '';
    const template = registry.paths.get(to);
    if (template === undefined) {
      setError(t('link.unknown'));
      return;
    }
    const payload = {
      to,
      cohortProgId: whole(params.get('prog')),
      choice: params.get('choice'),
      value: whole(params.get('value')),
    };
    call(digestCalls.openLink, payload)
      .then((r) => {
        if (cancelled) return;
        const ref = r.choice && choices.get(r.choice.id);
        if (r.choice && (!ref || ref.key !== r.choice.key)) throw new Error(t('link.unknown'));
        if (r.cohortProgId && !session.openProgramme(r.cohortProgId)) throw new Error(t('link.refused'));
        if (ref && r.choice) choose(ref, r.choice.value);
        const pathParams = Object.fromEntries(
          [...params].filter(([k]) => k.startsWith('p.')).map(([k, v]) => [k.slice(2), v]),
        );
        navigate(fillPath(template, pathParams), { replace: true });
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
    };
    // Once per address: choosing the programme changes the session, which must not open it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  if (!error) return <Spinner aria-label={t('link.opening')} />;
  return (
    <NonIdealState
      icon="disable"
      title={t('link.title')}
      description={error}
      action={<Link to="/academic">{t('notFound.home')}</Link>}
    />
  );
}
