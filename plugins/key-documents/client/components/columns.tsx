import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { formatDate } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import type { KeyDocument } from '../types';
import { formatHours, KeyDocumentStatusTag } from './labels';

const formatTime = (d: string) => dayjs(d).format('HH:mm');

/** A cell of two lines: the value, and a smaller muted line under it. */
function TwoLineCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <div className="kd-cell">
      {main && <div>{main}</div>}
      <div className="kd-muted kd-small">{sub}</div>
    </div>
  );
}

type Column = DataGridColumn<KeyDocument>;

/** Who the document is of: the student and the AS, each shown only where the caller may see it. */
function peopleColumns(t: TFunction<'key-documents'>, show: { student: boolean; supervisor: boolean }): Column[] {
  const columns: (Column | false)[] = [
    show.student && {
      field: 'studentAcctId',
      header: t('col.student'),
      sortKey: 'student_acct_id',
      width: 170,
      wrap: true,
      render: (r) => <TwoLineCell main={[r.firstName, r.lastName].filter(Boolean).join(' ')} sub={r.studentAcctId} />,
    },
    show.supervisor && {
      field: 'academicSupervisorUserName',
      header: t('col.as'),
      sortKey: 'academic_supervisor_user_name',
      width: 130,
      wrap: true,
    },
  ];
  return columns.filter((c): c is Column => c !== false);
}

/** What the document is: description (with the file's name), file type, exempted hours. */
function documentColumns(t: TFunction<'key-documents'>): Column[] {
  return [
    {
      field: 'fileDesc',
      header: t('col.description'),
      sortKey: 'file_desc',
      width: 200,
      wrap: true,
      // The file's name under its description: which file a row is, when the description is short.
      render: (r) => <TwoLineCell main={r.fileDesc} sub={r.fileName} />,
    },
    { field: 'fileTypeVal', header: t('col.fileType'), sortKey: 'file_type_val', width: 130, wrap: true },
    {
      field: 'exemptedHours',
      header: t('col.exemptedHours'),
      sortKey: 'exempted_hours',
      width: 130,
      render: (r) => formatHours(r.exemptedHours),
    },
  ];
}

/** When and by whom it was uploaded, and where it stands. */
function uploadColumns(t: TFunction<'key-documents'>): Column[] {
  return [
    {
      field: 'uploadedDate',
      header: t('col.uploadedDate'),
      sortKey: 'uploaded_date',
      width: 130,
      wrap: true,
      render: (r) => <TwoLineCell main={formatDate(r.uploadedDate)} sub={formatTime(r.uploadedDate)} />,
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
}

/**
 * The key documents table's columns (spec 002 §2): student, AS, description, file type,
 * exempted hours, uploaded date, uploader, status; the actions first, so that they stay in view
 * on a narrow screen. Sorted by the server through each column's snake_case name.
 */
export function keyDocumentColumns(
  t: TFunction<'key-documents'>,
  actions: (doc: KeyDocument) => ReactNode,
  show: { student: boolean; supervisor: boolean },
): Column[] {
  return [
    { field: 'keyDocumentId', header: t('col.action'), width: 150, fitContent: true, render: actions },
    ...peopleColumns(t, show),
    ...documentColumns(t),
    ...uploadColumns(t),
  ];
}
