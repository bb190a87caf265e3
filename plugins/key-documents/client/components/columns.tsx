import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import type { KeyDocument } from '../types';
import { formatHours, KeyDocumentStatusTag, studentLabel } from './labels';

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
    { field: 'keyDocumentId', header: t('col.action'), width: 170, render: actions },
    show.student && {
      field: 'studentAcctId',
      header: t('col.student'),
      sortKey: 'student_acct_id',
      width: 200,
      wrap: true,
      render: (r) => studentLabel(r),
    },
    show.supervisor && {
      field: 'academicSupervisorUserName',
      header: t('col.as'),
      sortKey: 'academic_supervisor_user_name',
      width: 150,
      wrap: true,
    },
    {
      field: 'fileDesc',
      header: t('col.description'),
      sortKey: 'file_desc',
      width: 240,
      wrap: true,
      // The file's name under its description: which file a row is, when the description is short.
      render: (r) => (
        <div className="kd-desc-cell">
          {r.fileDesc && <div>{r.fileDesc}</div>}
          <div className="kd-muted kd-file-cell">{r.fileName}</div>
        </div>
      ),
    },
    { field: 'fileTypeVal', header: t('col.fileType'), sortKey: 'file_type_val', width: 170, wrap: true },
    {
      field: 'exemptedHours',
      header: t('col.exemptedHours'),
      sortKey: 'exempted_hours',
      width: 140,
      render: (r) => formatHours(r.exemptedHours),
    },
    {
      field: 'uploadedDate',
      header: t('col.uploadedDate'),
      sortKey: 'uploaded_date',
      width: 170,
      render: (r) => formatDateTime(r.uploadedDate),
    },
    {
      field: 'userName',
      header: t('col.uploader'),
      sortKey: 'user_name',
      width: 160,
      wrap: true,
      render: (r) => (r.userType === 'STUDENT' ? t('uploaderStudent', { name: r.userName ?? '' }) : r.userName),
    },
    {
      field: 'status',
      header: t('col.status'),
      sortKey: 'status',
      width: 130,
      wrap: true,
      render: (r) => <KeyDocumentStatusTag status={r.status} />,
    },
  ];
  return columns.filter((c): c is DataGridColumn<KeyDocument> => c !== false);
}
