import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { formatDate } from '@core/client/format';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { searchAppl, searchById } from '../calls';
import { Fields } from '../components/Fields';
import { applDateAndStatusColumns } from '../components/applColumns';
import { useLoad } from '@core/client/data/useLoad';
import { JOB_APPL_STATUSES, studentName } from '../labels';
import type { JobApplication } from '../types';

/** Student Applications for one job (spec 000 §2). */
export default function StudentApplicationsPage() {
  const { jobId } = useParams();
  const id = Number(jobId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage inShell />;
  return <Applications jobId={id} />;
}

function Applications({ jobId }: { jobId: number }) {
  const { t } = useTranslation('job-review');
  const navigate = useNavigate();
  const { data: job } = useLoad((signal) => searchById(jobId, signal), [jobId]);

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

  const columns: DataGridColumn<JobApplication>[] = [
    // First, so that it stays in view on narrow screens (the grid virtualises columns).
    {
      field: 'jobApplId',
      header: t('col.action'),
      width: 135,
      fitContent: true,
      render: (r) => (
        <Button
          size="small"
          icon="eye-open"
          onClick={() => navigate(`/academic/acdemicReviewStudentApplications/${r.jobApplId}`)}
        >
          {t('action.review')}
        </Button>
      ),
    },
    { field: 'studentAcctId', header: t('col.studentId'), sortKey: 'student_acct_id', width: 130 },
    { field: 'studentName', header: t('col.student'), sortKey: 'first_name', render: (r) => studentName(r) },
    { field: 'studentProgTitle', header: t('col.programme'), width: 220 },
    { field: 'studentEntryYear', header: t('col.admissionYear'), width: 130 },
    { field: 'studyYearEntry', header: t('col.studyYearEntry'), width: 130 },
    ...applDateAndStatusColumns(t, 170),
  ];

  return (
    <div className="wil-page jr-page">
      <h1>{t('applications.title')}</h1>
      <Card className="jr-card">
        {!job ? (
          <Spinner aria-label={t('common.loading')} />
        ) : (
          <>
            <h2>{job.jobTitle}</h2>
            <Fields
              rows={[
                [t('field.programme'), [job.progCode, job.progTitle].filter(Boolean).join(' ')],
                [t('field.company'), job.companyName],
                [t('field.jobId'), job.jobId],
                [t('field.commenceEnd'), `${formatDate(job.expCommenceDate)} – ${formatDate(job.expEndDate)}`],
                [t('field.deadline'), formatDate(job.lastApplyDate)],
                [t('field.employmentType'), job.jobTypeVal],
                [t('field.jobMode'), job.positionTypeVal],
                [t('field.daysPerWeek'), job.estimatedNoOfDaysAWeek],
                [t('field.hoursPerWeek'), job.estimatedNoOfHoursAWeek],
              ]}
            />
          </>
        )}
      </Card>
      {job && (
        <DataGrid
          label={t('applications.table')}
          columns={columns}
          fetchPage={fetchPage}
          reloadKey={job.jobId}
          onError={(e) => console.error(e)}
        />
      )}
    </div>
  );
}
