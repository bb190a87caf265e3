import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { CardCarousel } from './CardCarousel';
import { nameOf } from './homeCalls';
import { PendingCard } from './PendingCard';
import { useCall } from '@core/client/data/useCall';
import { jobReviewCalls as c } from '@schemas/job-review/calls';

/** The MC's Pending Job Post Action and Pending Job Application Action carousels. */
export function PendingCarousels() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  const selected = s.programme?.cohortProgId;
  const data = useCall(c.searchJobListAndStudentApplList, selected ? {} : null).data ?? null;
  return (
    <>
      <CardCarousel
        id="home-pending-jobs"
        title={t('pending.jobs')}
        items={data?.submittedJobList ?? null}
        empty={t('pending.noJobs')}
        render={(j) => (
          <PendingCard
            title={j.jobTitle}
            line={`${t('job.id', { id: j.jobId })} · ${j.companyName ?? ''}`}
            date={t('job.deadline', { date: formatDate(j.lastApplyDate) })}
            reviewLabel={t('pending.reviewJob', { title: j.jobTitle, id: j.jobId })}
            to={`/academic/academicReviewJobPosting/${j.jobId}/view`}
          />
        )}
      />
      <CardCarousel
        id="home-pending-appls"
        title={t('pending.appls')}
        items={data?.submittedStudentList ?? null}
        empty={t('pending.noAppls')}
        render={(a) => (
          <PendingCard
            title={nameOf(a)}
            line={`${a.studentAcctId ?? ''} · ${a.jobTitle}`}
            date={t('appl.applied', { date: formatDate(a.applyDate) })}
            reviewLabel={t('pending.reviewAppl', { name: nameOf(a), id: a.jobApplId })}
            to={`/academic/acdemicReviewStudentApplications/${a.jobApplId}`}
          />
        )}
      />
    </>
  );
}
