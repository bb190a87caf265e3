import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { formatDate } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import type { KeyDocument } from '../types';
import { formatHours, KeyDocumentStatusTag } from './labels';

const formatTime = (d: string) => dayjs(d).format('HH:mm');

/**
 * The key documents table's columns (spec 002 §2): student, AS, description, file type,
 * exempted hours, uploaded date, uploader, status; the actions first, so that they stay in view
 * on a narrow screen. Sorted by the server through each column's snake_case name.
 */
export function keyDocumentColumns(
  t: TFunction<'key-documents'>,
  actions: (doc: KeyDocument) => ReactNode,
  show: { student: boolean; supervisor: boolean },
): DataGridColumn<KeyDocument>[] {
  const columns: (DataGridColumn<KeyDocument> | false)[] = [
    { field: 'keyDocumentId', header: t('col.action'), width: 150, fitContent: true, render: actions },
    show.student && {
      field: 'studentAcctId',
      header: t('col.student'),
      sortKey: 'student_acct_id',
      width: 170,
      wrap: true,
      render: (r) => (
        <div className="kd-cell">
          <div>{[r.firstName, r.lastName].filter(Boolean).join(' ')}</div>
          <div className="kd-muted kd-small">{r.studentAcctId}</div>
        </div>
      ),
    },
    show.supervisor && {
      field: 'academicSupervisorUserName',
      header: t('col.as'),
      sortKey: 'academic_supervisor_user_name',
      width: 130,
      wrap: true,
    },
    {
      field: 'fileDesc',
      header: t('col.description'),
      sortKey: 'file_desc',
      width: 200,
      wrap: true,
      // The file's name under its description: which file a row is, when the description is short.
      render: (r) => (
        <div className="kd-cell">
          {r.fileDesc && <div>{r.fileDesc}</div>}
          <div className="kd-muted kd-small">{r.fileName}</div>
        </div>
      ),
    },
    { field: 'fileTypeVal', header: t('col.fileType'), sortKey: 'file_type_val', width: 130, wrap: true },
    {
      field: 'exemptedHours',
      header: t('col.exemptedHours'),
      sortKey: 'exempted_hours',
      width: 130,
      render: (r) => formatHours(r.exemptedHours),
    },
    {
      field: 'uploadedDate',
      header: t('col.uploadedDate'),
      sortKey: 'uploaded_date',
      width: 130,
      wrap: true,
      render: (r) => (
        <div className="kd-cell">
          <div>{formatDate(r.uploadedDate)}</div>
          <div className="kd-muted kd-small">{formatTime(r.uploadedDate)}</div>
        </div>
      ),
    },
    {
      field: 'userName',
      header: t('col.uploader'),
      sortKey: 'user_name',
      width: 130,
      wrap: true,
      render: (r) => (r.userType === 'STUDENT' ? t('uploaderStudent', { name: r.userName ?? '' }) : r.userName),
    },
    {
      field: 'status',
      header: t('col.status'),
      sortKey: 'status',
      width: 110,
      wrap: true,
      render: (r) => <KeyDocumentStatusTag status={r.status} />,
    },
  ];
  return columns.filter((c): c is DataGridColumn<KeyDocument> => c !== false);
}
