import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import type { JobPost } from '../types';
import { JobStatusTag } from './StatusTag';

/** A box-view job card: programme, status, title, job ID, commence–end dates and deadline. */
export function JobCard({ job, actions }: { job: JobPost; actions: React.ReactNode }) {
  const { t } = useTranslation('job-review');
  return (
    <Card className="jr-job-card" data-testid={`job-card-${job.jobId}`}>
      <div className="jr-job-card-top">
        <span className="jr-muted">{job.progCode ?? job.progTitle}</span>
        <JobStatusTag status={job.jobPostStatus} />
      </div>
      <h2 className="jr-job-card-title">{job.jobTitle}</h2>
      <dl className="jr-mini">
        <div>
          <dt>{t('field.jobId')}</dt>
          <dd>{job.jobId}</dd>
        </div>
        <div>
          <dt>{t('field.company')}</dt>
          <dd>{job.companyName}</dd>
        </div>
        <div>
          <dt>{t('field.commenceEnd')}</dt>
          <dd>
            {formatDate(job.expCommenceDate)} – {formatDate(job.expEndDate)}
          </dd>
        </div>
        <div>
          <dt>{t('field.deadline')}</dt>
          <dd>{formatDate(job.lastApplyDate)}</dd>
        </div>
      </dl>
      <div className="jr-job-card-actions">{actions}</div>
    </Card>
  );
}
