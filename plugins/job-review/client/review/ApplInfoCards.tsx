import { useNavigate } from 'react-router-dom';
import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { Fields } from '../components/Fields';
import { JobStatusTag } from '../components/StatusTag';
import { studentName } from '../labels';
import type { JobApplication } from '../types';
import { external } from './applFiles';

/** The job applied for, with a link to its detail. */
export function ApplJobCard({ a }: { a: JobApplication }) {
  const { t } = useTranslation('job-review');
  const navigate = useNavigate();
  return (
    <Card className="jr-card">
      <div className="jr-job-head">
        <h2>{t('appl.jobInfo')}</h2>
        <Button icon="briefcase" onClick={() => navigate(`/academic/academicReviewJobPosting/${a.jobId}/detail`)}>
          {t('appl.relatedJob')}
        </Button>
      </div>
      <Fields
        rows={[
          [t('field.jobId'), a.jobId],
          [t('field.jobTitle'), a.jobTitle],
          [t('field.company'), a.companyName],
          [t('field.programme'), a.progTitle],
          [t('field.jobPostStatus'), a.jobPostStatus ? <JobStatusTag status={a.jobPostStatus} /> : null],
          [t('appl.applyDate'), formatDate(a.applyDate)],
          [t('appl.specialArrange'), a.specialArrange === 'Y' ? t('common.yes') : t('common.no')],
        ]}
      />
    </Card>
  );
}

/** The applicant: photo, study and contact details. */
export function ApplStudentCard({ a }: { a: JobApplication }) {
  const { t } = useTranslation('job-review');
  const photo = useSession().fileUrl(a.studentPhoto);
  return (
    <Card className="jr-card">
      <div className="jr-job-head">
        <h2>{t('appl.studentInfo')}</h2>
        {photo && <img src={photo} alt={t('appl.photo')} width={64} height={64} className="wil-avatar" />}
      </div>
      <Fields
        testId="student-fields"
        rows={[
          [t('col.studentId'), a.studentAcctId],
          [t('col.student'), studentName(a)],
          [t('appl.email'), a.studentEmail],
          [t('col.programme'), a.studentProgTitle],
          [t('col.admissionYear'), a.studentEntryYear],
          [t('col.studyYearEntry'), a.studyYearEntry],
          [t('appl.phone'), a.contactPhone],
          [t('appl.whatsApp'), a.whatsApp],
          [t('appl.weChat'), a.weChat],
          [t('appl.linkedIn'), external(a.linkedIn)],
          [t('appl.personalWeb'), external(a.personalWeb)],
        ]}
      />
    </Card>
  );
}
