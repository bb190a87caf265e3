import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteRef } from '@core/client/extensions/Extensions';
import { useSession } from '@core/client/session/SessionContext';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { useModuleSummary } from '../moduleReads';
import { averageWorkPerformance } from '../numbers';
import { wpaContract } from '@schemas/wpa/contract';
import type { ShowStatus } from '../routes';
import '../wpa.css';

type Props = ModuleSummaryProps & { view: 'module' | 'studentAssigned' };

/**
 * The WPA counter rows of the Module Summary statistics (spec 002 §2): pending send, sent to IS,
 * sent to IS over 14 days, pending review (each opening its WPA Management list), accepted, and
 * the average work performance (002 §9). 'Student Assigned' counts the caller's own students.
 */
export default function WpaCounters({ cohortModuleId, view }: Props) {
  const { t } = useTranslation('wpa');
  const s = useSession();
  const link = useRouteRef(wpaContract.routes.management);
  const asId = view === 'studentAssigned' ? s.userInfo.userId : undefined;
  const { data } = useModuleSummary(cohortModuleId, asId, { errors: 'silent' });
  if (!data) return null;
  const c = data as unknown as Record<string, number | null | undefined>;
  const go = (showStatus: ShowStatus | '') => link?.({ showStatus });
  const rows: [key: string, value: ReactNode, to: string | undefined][] = [
    ['contrib.pendingSend', c.pendingSendWpaCount ?? 0, go('pendingSend')],
    ['contrib.sentToIs', c.sendToIsWpaCount ?? 0, go('sentToIs')],
    ['contrib.over', c.sendToIsOverWpaCount ?? 0, go('over')],
    ['contrib.pendingReview', c.pendingReviewWpaCount ?? 0, go('pendingReview')],
    ['contrib.accepted', c.acceptedWpaCount ?? 0, go('')],
    ['contrib.average', averageWorkPerformance(c.workPerformanceMark, c.acceptedWpaCount), undefined],
  ];
  return (
    <section className="wpa-counters-section" aria-labelledby="wpa-counters">
      <h3 id="wpa-counters">{t('contrib.counters')}</h3>
      <ul className="wpa-counters">
        {rows.map(([key, value, to]) => (
          <li key={key}>
            {to ? (
              <Link to={to} className="wpa-counter" data-testid={`wpa-counter-${key.split('.')[1]}`}>
                <span>{t(key)}</span>
                <strong>{value}</strong>
              </Link>
            ) : (
              <span className="wpa-counter" data-testid={`wpa-counter-${key.split('.')[1]}`}>
                <span>{t(key)}</span>
                <strong>{value}</strong>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
