import { Button, Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { CardCarousel } from './CardCarousel';
import { nameOf, searchJobListAndStudentApplList } from './homeCalls';
import { useLoad } from '@core/client/data/useLoad';

/** The MC's Pending Job Post Action and Pending Job Application Action carousels. */
export function PendingCarousels() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  const navigate = useNavigate();
  const selected = s.programme?.cohortProgId;
  const data = useLoad(selected ? (signal) => searchJobListAndStudentApplList(signal) : null, [selected]).data ?? null;
  return (
    <>
      <CardCarousel
        id="home-pending-jobs"
        title={t('pending.jobs')}
        items={data?.submittedJobList ?? null}
        empty={t('pending.noJobs')}
        render={(j) => (
          <Card className="home-mini-card">
            <h3>{j.jobTitle}</h3>
            <p className="home-muted">
              {t('job.id', { id: j.jobId })} · {j.companyName}
            </p>
            <p className="home-muted">{t('job.deadline', { date: formatDate(j.lastApplyDate) })}</p>
            <Button
              intent="primary"
              size="small"
              aria-label={t('pending.reviewJob', { title: j.jobTitle, id: j.jobId })}
              onClick={() => navigate(`/academic/academicReviewJobPosting/${j.jobId}/view`)}
            >
              {t('pending.review')}
            </Button>
          </Card>
        )}
      />
      <CardCarousel
        id="home-pending-appls"
        title={t('pending.appls')}
        items={data?.submittedStudentList ?? null}
        empty={t('pending.noAppls')}
        render={(a) => (
          <Card className="home-mini-card">
            <h3>{nameOf(a)}</h3>
            <p className="home-muted">
              {a.studentAcctId} · {a.jobTitle}
            </p>
            <p className="home-muted">{t('appl.applied', { date: formatDate(a.applyDate) })}</p>
            <Button
              intent="primary"
              size="small"
              aria-label={t('pending.reviewAppl', { name: nameOf(a), id: a.jobApplId })}
              onClick={() => navigate(`/academic/acdemicReviewStudentApplications/${a.jobApplId}`)}
            >
              {t('pending.review')}
            </Button>
          </Card>
        )}
      />
    </>
  );
}
