import { useCallback } from 'react';
import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import type { DataGridColumn, PageRequest } from '@core/client/ui/DataGrid';
import { LazyDataGrid } from '@core/client/ui/LazyDataGrid';
import { ApplStatusTag } from '../components/StatusTag';
import { HomeWideCard } from './HomeWideCard';
import { nameOf, searchAppl, type HomeAppl } from './homeCalls';

/** The five 'in processing' statuses (spec 000 §2). */
export const IN_PROCESSING = ['PEND_IP_RECEIPT', 'IP_PROCESSING', 'OFFER', 'DOCUMENT_ATTACHED', 'REQUEST_DOCUMENT'];

/** Student Applications in Processing: MCs review, others view (spec 000 §2). */
export function ApplicationsInProcessing() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  const navigate = useNavigate();
  const selected = s.programme?.cohortProgId;
  const mc = Boolean(s.programme?.roleCodes.includes('MODULE_CONVENER'));
  // The call layer sends the selected programme and cohort; a new selection reloads (reloadKey).
  const fetchPage = useCallback((p: PageRequest) => searchAppl(IN_PROCESSING, p), []);
  const columns: DataGridColumn<HomeAppl>[] = [
    // First, so that it stays in view on narrow screens (the grid virtualises columns).
    {
      field: 'companyName',
      header: t('table.action'),
      width: 135,
      render: (r) => (
        <Button
          size="small"
          icon={mc ? 'edit' : 'eye-open'}
          aria-label={t(mc ? 'table.reviewAppl' : 'table.viewAppl', { id: r.jobApplId })}
          onClick={() => navigate(`/academic/acdemicReviewStudentApplications/${r.jobApplId}`)}
        >
          {mc ? t('table.review') : t('table.view')}
        </Button>
      ),
    },
    { field: 'jobApplId', header: t('table.applId'), sortKey: 'job_appl_id', width: 145 },
    { field: 'jobId', header: t('table.jobId'), sortKey: 'job_id', width: 100 },
    { field: 'jobTitle', header: t('table.jobTitle'), sortKey: 'job_title', width: 200 },
    { field: 'studentAcctId', header: t('table.studentId'), sortKey: 'student_acct_id', width: 130 },
    { field: 'studentName', header: t('table.student'), sortKey: 'first_name', width: 170, render: (r) => nameOf(r) },
    {
      field: 'applyDate',
      header: t('table.applied'),
      sortKey: 'apply_date',
      width: 140,
      render: (r) => formatDate(r.applyDate),
    },
    {
      field: 'jobApplStatus',
      header: t('table.status'),
      sortKey: 'job_appl_status',
      width: 180,
      wrap: true,
      render: (r) => <ApplStatusTag status={r.jobApplStatus} />,
    },
  ];
  return (
    <HomeWideCard id="home-processing" texts="table" to="/academic/academicStudentAllApplications">
      {/* A failed searchAppl is only logged (spec 000 §8). The grid's code loads when it shows. */}
      <LazyDataGrid
        label={t('table.title')}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={selected}
        onError={(e) => console.error(e)}
      />
    </HomeWideCard>
  );
}
