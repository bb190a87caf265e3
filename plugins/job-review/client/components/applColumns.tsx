import type { ComponentProps } from 'react';
import type { TFunction } from 'i18next';
import { Button } from '@blueprintjs/core';
import { formatDate } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { studentIdNameColumns } from '@core/client/ui/grid/studentIdNameColumns';
import { actionColumn } from '@core/client/ui/grid/actionColumn';
import type { JobApplication } from '../types';
import { studentName } from '../labels';
import { ApplActionMenu } from './ApplActionMenu';
import { ApplStatusTag, JobStatusTag } from './StatusTag';

/** The application tables' column sets (spec 000 §2). */

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

/** All Student Applications' columns, the MC's actions first. */
export function allApplColumns(
  t: TFunction,
  onDecide: ComponentProps<typeof ApplActionMenu>['onDecide'],
): DataGridColumn<JobApplication>[] {
  return [
    // First, so that it stays in view on narrow screens (the grid virtualises columns).
    actionColumn('lastUpdatedDate', t('col.action'), 130, (r) => <ApplActionMenu appl={r} onDecide={onDecide} />),
    { field: 'jobApplId', header: t('col.jobApplId'), sortKey: 'job_appl_id', width: 130 },
    { field: 'jobId', header: t('field.jobId'), sortKey: 'job_id', width: 100 },
    { field: 'jobTitle', header: t('field.jobTitle'), sortKey: 'job_title', width: 200 },
    {
      field: 'jobPostStatus',
      header: t('field.jobPostStatus'),
      sortKey: 'job_post_status',
      width: 190,
      wrap: true,
      render: (r) => (r.jobPostStatus ? <JobStatusTag status={r.jobPostStatus} /> : null),
    },
    ...studentIdNameColumns<JobApplication>(
      { header: t('col.studentId'), width: 130 },
      { field: 'studentName', header: t('col.student'), sortKey: 'first_name', width: 170 },
      studentName,
    ),
    ...applDateAndStatusColumns(t, 180),
  ];
}

/** One job's applications: a Review button, the applicant's study details, date and status. */
export function jobApplColumns(t: TFunction, onReview: (jobApplId: number) => void): DataGridColumn<JobApplication>[] {
  return [
    // First, so that it stays in view on narrow screens (the grid virtualises columns).
    actionColumn('jobApplId', t('col.action'), 135, (r) => (
      <Button size="small" icon="eye-open" onClick={() => onReview(r.jobApplId)}>
        {t('action.review')}
      </Button>
    )),
    ...studentIdNameColumns<JobApplication>(
      { header: t('col.studentId'), width: 130 },
      { field: 'studentName', header: t('col.student'), sortKey: 'first_name' },
      studentName,
    ),
    { field: 'studentProgTitle', header: t('col.programme'), width: 220 },
    { field: 'studentEntryYear', header: t('col.admissionYear'), width: 130 },
    { field: 'studyYearEntry', header: t('col.studyYearEntry'), width: 130 },
    ...applDateAndStatusColumns(t, 170),
  ];
}
