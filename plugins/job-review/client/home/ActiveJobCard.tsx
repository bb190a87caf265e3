import { Button, Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { JobStatusTag } from '../components/StatusTag';
import type { JobPost } from '../types';

/** An active post on the home: its programme, title, company, kind, deadline and two links. */
export function ActiveJobCard({ j }: { j: JobPost }) {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const navigate = useNavigate();
  return (
    <Card className="home-mini-card">
      <div className="home-mini-top">
        <span className="home-muted">{j.progCode}</span>
        <JobStatusTag status="ACTIVE" />
      </div>
      <h3>{j.jobTitle}</h3>
      <p className="home-muted">
        {t('job.id', { id: j.jobId })} · {j.companyName}
      </p>
      <p className="home-muted">{[j.positionTypeVal, j.jobTypeVal, j.workLocVal].filter(Boolean).join(' · ')}</p>
      <p className="home-muted">{t('job.deadline', { date: formatDate(j.lastApplyDate) })}</p>
      <div className="home-mini-actions">
        <Button
          icon="people"
          size="small"
          aria-label={t('active.studentsFor', { n: j.receivedQty ?? 0, title: j.jobTitle })}
          onClick={() => navigate(`/academic/academicStudentApplications/${j.jobId}`)}
        >
          {t('active.student', { n: j.receivedQty ?? 0 })}
        </Button>
        <Button
          size="small"
          intent="primary"
          aria-label={t('active.detailFor', { title: j.jobTitle })}
          onClick={() => navigate(`/academic/academicReviewJobPosting/${j.jobId}/detail`)}
        >
          {t('active.showDetail')}
        </Button>
      </div>
    </Card>
  );
}
