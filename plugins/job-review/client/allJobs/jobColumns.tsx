import type { TFunction } from 'i18next';
import { formatDate } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { actionColumn } from '@core/client/ui/grid/actionColumn';
import { JobActionMenu } from '../components/JobActionMenu';
import { JobStatusTag } from '../components/StatusTag';
import type { JobDecision } from '../components/useJobDecision';
import type { JobPost } from '../types';

const dateColumn = (
  field: 'expCommenceDate' | 'expEndDate' | 'lastApplyDate',
  header: string,
  sortKey: string,
  width: number,
): DataGridColumn<JobPost> => ({ field, header, sortKey, width, render: (r) => formatDate(r[field]) });

/** All Job Postings' list view columns, the MC's actions first. */
export function jobColumns(t: TFunction, onDecide: (job: JobPost, d: JobDecision) => void): DataGridColumn<JobPost>[] {
  return [
    // First, so that it stays in view on narrow screens (the grid virtualises columns).
    actionColumn('partnerId', t('col.action'), 165, (r) => <JobActionMenu job={r} onDecide={onDecide} />),
    { field: 'jobId', header: t('field.jobId'), sortKey: 'job_id', width: 100 },
    { field: 'progTitle', header: t('field.programme'), sortKey: 'prog_title', width: 200 },
    { field: 'jobTitle', header: t('field.jobTitle'), width: 220 },
    {
      field: 'jobPostStatus',
      header: t('field.jobPostStatus'),
      sortKey: 'job_post_status',
      width: 215,
      wrap: true,
      render: (r) => <JobStatusTag status={r.jobPostStatus} />,
    },
    { field: 'companyName', header: t('field.company'), sortKey: 'company_name', width: 180 },
    { field: 'workLocVal', header: t('field.workLocation'), sortKey: 'work_loc_val', width: 150 },
    dateColumn('expCommenceDate', t('field.commenceDate'), 'exp_commence_date', 140),
    dateColumn('expEndDate', t('field.endDate'), 'exp_end_date', 140),
    dateColumn('lastApplyDate', t('field.deadline'), 'last_apply_date', 150),
  ];
}
