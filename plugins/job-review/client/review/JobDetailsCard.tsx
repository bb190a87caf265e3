import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@core/client/ui/sanitizeHtml';
import { CompanyInfoButton } from '../components/CompanyInfoDialog';
import { ContactPopover } from '../components/ContactPopover';
import { Fields } from '../components/Fields';
import { jobFieldRows, type JobFieldName } from '../components/jobFieldRows';
import type { JobPost } from '../types';

const DETAIL_FIELDS: JobFieldName[] = [
  'programme',
  'employmentType',
  'jobMode',
  'vacancies',
  'salary',
  'daysPerWeek',
  'hoursPerWeek',
  'commenceEnd',
  'deadline',
  'workLocation',
  'otherDesc',
  'received',
  'approvedDate',
];

/** The post as the partner wrote it: its fields, description, requirements, rejection remark. */
export function JobDetailsCard({ job }: { job: JobPost }) {
  const { t } = useTranslation('job-review');
  return (
    <Card className="jr-card">
      <div className="jr-job-head">
        <div>
          <h2>{job.jobTitle}</h2>
          <p className="jr-muted">
            {t('field.jobId')} {job.jobId} · {job.companyName}
          </p>
        </div>
        <div className="jr-actions">
          {job.partnerId ? <ContactPopover partnerId={job.partnerId} partnerContactId={job.partnerContactId} /> : null}
          {job.partnerId ? <CompanyInfoButton partnerId={job.partnerId} /> : null}
        </div>
      </div>
      <Fields testId="job-fields" rows={jobFieldRows(t, job, DETAIL_FIELDS)} />
      <h3>{t('field.jobDesc')}</h3>
      {/* Rich text from the partner: allow-list sanitised before rendering. */}
      <div className="jr-rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.jobDesc || '—') }} />
      <h3>{t('field.jobRequirement')}</h3>
      <div className="jr-rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.jobRequirement || '—') }} />
      {job.rejectedEventRemark && (
        <>
          <h3>{t('field.rejectedRemark')}</h3>
          <p className="jr-pre">{job.rejectedEventRemark}</p>
        </>
      )}
    </Card>
  );
}
