import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { isGradable } from '../../../shared';
import { formatMark } from '../../numbers';
import { studentName, type StudentAssignRow } from '../../types';
import { StatusTag } from '../StatusTag';

/** An assignment tab's columns (spec 002 §2): Grade or Regrade where gradable, Turnitin's report where ready. */
export function useAssignColumns(
  onGrade: (r: StudentAssignRow) => void,
  onTurnitin: (r: StudentAssignRow) => void,
): DataGridColumn<StudentAssignRow>[] {
  const { t } = useTranslation('modules');
  const nameOf = (r: StudentAssignRow) => studentName(r) || r.studentAcctId;
  return [
    {
      field: 'studentModuleAssignId',
      header: t('field.action'),
      width: 140,
      render: (r) =>
        isGradable(r.status) ? (
          <Button
            size="small"
            intent={r.assignMarks === null ? 'primary' : 'none'}
            onClick={() => onGrade(r)}
            aria-label={t('grading.gradeOf', { name: nameOf(r) })}
          >
            {r.assignMarks === null ? t('grading.grade') : t('grading.regrade')}
          </Button>
        ) : null,
    },
    { field: 'studentAcctId', header: t('field.studentId'), sortKey: 'student_acct_id', width: 130 },
    { field: 'firstName', header: t('field.name'), sortKey: 'student_name', width: 180, render: (r) => studentName(r) },
    { field: 'userName', header: t('field.assignedAs'), width: 160 },
    {
      field: 'submittedDate',
      header: t('field.submittedDate'),
      sortKey: 'submitted_date',
      width: 170,
      render: (r) => formatDateTime(r.submittedDate),
    },
    {
      field: 'status',
      header: t('field.status'),
      sortKey: 'status',
      width: 160,
      wrap: true,
      render: (r) => <StatusTag kind="assignStatus" status={r.status} />,
    },
    {
      field: 'turnitinScore',
      header: t('field.turnitinScore'),
      sortKey: 'turnitin_score',
      width: 170,
      render: (r) => (
        <TurnitinCell r={r} onOpen={() => onTurnitin(r)} label={t('turnitin.openOf', { name: nameOf(r) })} />
      ),
    },
    {
      field: 'assignMarks',
      header: t('field.marks'),
      sortKey: 'assign_marks',
      width: 110,
      render: (r) => formatMark(r.assignMarks),
    },
    {
      field: 'markedDate',
      header: t('grading.markedDate'),
      sortKey: 'marked_date',
      width: 140,
      render: (r) => formatDate(r.markedDate),
    },
    { field: 'remarks', header: t('grading.remarks'), width: 220 },
  ];
}

/** The Turnitin score where asked for, and its report's Open once Turnitin has finished. */
function TurnitinCell({ r, onOpen, label }: { r: StudentAssignRow; onOpen: () => void; label: string }) {
  const { t } = useTranslation('modules');
  if (r.turnitinScore === null && r.turnitinReqInd !== 'Y') return null;
  return (
    <span className="mod-turnitin">
      {r.turnitinScore === null ? '' : `${r.turnitinScore}%`}
      {r.similarityStatus === 'COMPLETE' && (
        <Button size="small" variant="minimal" icon="document-open" onClick={onOpen} aria-label={label}>
          {t('turnitin.open')}
        </Button>
      )}
    </span>
  );
}
