import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@core/client/format';
import { sanitizeHtml } from '@core/client/ui/sanitizeHtml';
import { CompanyInfoButton } from '../components/CompanyInfoDialog';
import { ContactPopover } from '../components/ContactPopover';
import { Fields } from '../components/Fields';
import type { JobPost } from '../types';

const money = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : Number(v).toLocaleString('en-AU');

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
      <Fields
        testId="job-fields"
        rows={[
          [t('field.programme'), [job.progCode, job.progTitle].filter(Boolean).join(' ')],
          [t('field.employmentType'), job.jobTypeVal],
          [t('field.jobMode'), job.positionTypeVal],
          [t('field.vacancies'), job.vacancies],
          [
            t('field.salary'),
            job.salaryRangeFrom || job.salaryRangeTo
              ? `HKD ${money(job.salaryRangeFrom)} – ${money(job.salaryRangeTo)}${job.unitVal ? ` / ${job.unitVal}` : ''}`
              : '',
          ],
          [t('field.daysPerWeek'), job.estimatedNoOfDaysAWeek],
          [t('field.hoursPerWeek'), job.estimatedNoOfHoursAWeek],
          [t('field.commenceEnd'), `${formatDate(job.expCommenceDate)} – ${formatDate(job.expEndDate)}`],
          [t('field.deadline'), formatDate(job.lastApplyDate)],
          [t('field.workLocation'), job.workLocVal],
          [t('field.otherDesc'), job.otherDesc],
          [t('field.received'), job.receivedQty ?? 0],
          [t('field.approvedDate'), formatDateTime(job.eventDate)],
        ]}
      />
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
