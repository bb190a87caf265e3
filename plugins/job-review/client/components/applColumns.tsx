import type { TFunction } from 'i18next';
import { formatDate } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import type { JobApplication } from '../types';
import { ApplStatusTag } from './StatusTag';

/** The Date Applied and Status columns every application table ends with. */
export function applDateAndStatusColumns(t: TFunction, statusWidth: number): DataGridColumn<JobApplication>[] {
  return [
    {
      field: 'applyDate',
      header: t('col.dateApplied'),
      sortKey: 'apply_date',
      width: 140,
      render: (r) => formatDate(r.applyDate),
    },
    {
      field: 'jobApplStatus',
      header: t('col.status'),
      sortKey: 'job_appl_status',
      width: statusWidth,
      wrap: true,
      render: (r) => <ApplStatusTag status={r.jobApplStatus} />,
    },
  ];
}
