import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { RecordTable, type RecordColumn } from '@core/client/ui/tables/RecordTable';
import type { TFunction } from 'i18next';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { StatusTag } from '../components/StatusTag';
import { MOD_TABLE } from '../components/tableLook';
import { useStudentModule } from '../moduleData';
import { formatMark } from '../numbers';
import type { StudentModuleDetail } from '../types';

type Assign = StudentModuleDetail['studentModuleAssignModelList'][number];

/** The assignment's name, dates, status and marks. */
const columns = (t: TFunction): RecordColumn<Assign>[] => [
  { header: t('field.assignName'), cell: (a) => a.assignName },
  { header: t('field.deadline'), cell: (a) => formatDate(a.assignDeadline) },
  { header: t('field.submittedDate'), cell: (a) => formatDate(a.submittedDate) },
  { header: t('field.status'), cell: (a) => <StatusTag kind="assignStatus" status={a.status} /> },
  { header: t('field.marks'), cell: (a) => formatMark(a.assignMarks), numeric: true },
];

/** The student summary's assignments table (spec 002 §2), the module area's own section in its slot. */
export default function StudentAssignments({ studentModuleId }: ModuleSummaryProps & { studentModuleId: number }) {
  const { t } = useTranslation('modules');
  // The same answer as the screen's card (moduleData.ts).
  const s = useStudentModule(studentModuleId, { errors: 'silent' }).data;
  const list = s?.studentModuleAssignModelList ?? [];
  return (
    <Card className="mod-card" aria-labelledby="mod-student-assignments">
      <h2 id="mod-student-assignments">{t('assignments.title')}</h2>
      {!s ? null : list.length === 0 ? (
        <p className="mod-muted">{t('common.noRecord')}</p>
      ) : (
        <RecordTable look={MOD_TABLE} rows={list} rowKey={(a) => a.studentModuleAssignId} columns={columns(t)} />
      )}
    </Card>
  );
}
