import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Card, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { searchAppl } from '../calls';
import { Fields } from '../components/Fields';
import { jobApplColumns } from '../components/applColumns';
import { jobFieldRows, type JobFieldName } from '../components/jobFieldRows';
import { useCall } from '@core/client/data/useCall';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { JOB_APPL_STATUSES } from '../labels';
import type { JobPost } from '../types';

/** Student Applications for one job (spec 000 §2). */
export default function StudentApplicationsPage() {
  const { jobId } = useParams();
  const id = Number(jobId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage inShell />;
  return <Applications jobId={id} />;
}

const SUMMARY_FIELDS: JobFieldName[] = [
  'programme',
  'company',
  'jobId',
  'commenceEnd',
  'deadline',
  'employmentType',
  'jobMode',
  'daysPerWeek',
  'hoursPerWeek',
];

/** The job the applications are for, in brief. */
function JobSummaryCard({ job }: { job: JobPost | null | undefined }) {
  const { t } = useTranslation('job-review');
  return (
    <Card className="jr-card">
      {!job ? (
        <Spinner aria-label={t('common.loading')} />
      ) : (
        <>
          <h2>{job.jobTitle}</h2>
          <Fields rows={jobFieldRows(t, job, SUMMARY_FIELDS)} />
        </>
      )}
    </Card>
  );
}

function Applications({ jobId }: { jobId: number }) {
  const { t } = useTranslation('job-review');
  const navigate = useNavigate();
  const { data: job } = useCall(c.searchById, { jobId });

  const fetchPage = useCallback(
    (p: PageRequest) =>
      searchAppl(
        {
          jobApplStatusList: [...JOB_APPL_STATUSES].filter((x) => x !== 'DRAFT'),
          jobId,
          // The post's own programme; the selected cohort is the call layer's.
          ...(job?.progCode ? { progCodeList: [job.progCode] } : {}),
        },
        p,
      ),
    [job, jobId],
  );

  return (
    <div className="wil-page jr-page">
      <h1>{t('applications.title')}</h1>
      <JobSummaryCard job={job} />
      {job && (
        <DataGrid
          label={t('applications.table')}
          columns={jobApplColumns(t, (id) => navigate(`/academic/acdemicReviewStudentApplications/${id}`))}
          fetchPage={fetchPage}
          reloadKey={job.jobId}
          onError={(e) => console.error(e)}
        />
      )}
    </div>
  );
}
