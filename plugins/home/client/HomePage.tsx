import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { ActiveJobPostings } from './ActiveJobPostings';
import { ApplicationsInProcessing } from './ApplicationsInProcessing';
import { AssessmentCard } from './AssessmentCard';
import { JobOverviewCard } from './JobOverviewCard';
import { PendingCarousels } from './PendingCarousels';
import { StudentCountsCarousel } from './StudentCountsCarousel';
import { UserProfileCard } from './UserProfileCard';
import './home.css';

/** The academic home dashboard (spec 000 §2 'Academic home'), scoped to the selected programme. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const s = useSession();
  const roles = s.programme?.roleCodes ?? [];
  const mc = roles.includes('MODULE_CONVENER');
  const leader = roles.includes('PROGRAMME_LEADER');
  return (
    <div className="wil-page">
      <h1>{t('title')}</h1>
      <div className="wil-home-grid">
        <UserProfileCard />
        {s.programme && (
          <>
            <JobOverviewCard />
            <StudentCountsCarousel />
            <AssessmentCard />
          </>
        )}
      </div>
      {s.programme ? (
        <div className="home-stack">
          {mc && <PendingCarousels />}
          {(mc || leader) && <ActiveJobPostings />}
          <ApplicationsInProcessing />
        </div>
      ) : (
        <p className="home-muted">{t('chooseProgramme')}</p>
      )}
    </div>
  );
}
