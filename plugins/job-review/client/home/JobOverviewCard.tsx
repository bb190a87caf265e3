import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { searchJobCount } from './homeCalls';
import { useLoad } from '@core/client/data/useLoad';

/** Job Overview: Total Active Job Post and Job Post Pending MC Action for the programme. */
export function JobOverviewCard() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  const selected = s.programme?.cohortProgId;
  const data = useLoad(selected ? (signal) => searchJobCount(signal) : null, [selected]).data ?? null;
  const rows = data ? (Array.isArray(data) ? data : [data]) : [];
  const posted = rows.reduce((n, r) => n + (r.postedNum ?? 0), 0);
  const submitted = rows.reduce((n, r) => n + (r.submittedNum ?? 0), 0);
  return (
    <Card className="home-card" aria-labelledby="home-job-overview">
      <h2 id="home-job-overview">{t('jobOverview.title')}</h2>
      <h3 className="home-sub">{t('jobOverview.statistics')}</h3>
      <div className="home-stats">
        <div className="home-stat" data-testid="stat-active">
          <span className="home-stat-num">{data ? posted : '–'}</span>
          <span>{t('jobOverview.active')}</span>
        </div>
        <div className="home-stat" data-testid="stat-pending">
          <span className="home-stat-num">{data ? submitted : '–'}</span>
          <span>{t('jobOverview.pending')}</span>
        </div>
      </div>
    </Card>
  );
}
