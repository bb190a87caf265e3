import { Card, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { StatusTag } from '../components/StatusTag';
import { useStudentModule } from '../moduleData';
import { formatMark } from '../numbers';

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
        <div className="mod-table-wrap">
          <HTMLTable compact striped className="mod-table">
            <thead>
              <tr>
                <th scope="col">{t('field.assignName')}</th>
                <th scope="col">{t('field.deadline')}</th>
                <th scope="col">{t('field.submittedDate')}</th>
                <th scope="col">{t('field.status')}</th>
                <th scope="col" className="mod-num">
                  {t('field.marks')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((a) => (
                <tr key={a.studentModuleAssignId}>
                  <td>{a.assignName}</td>
                  <td>{formatDate(a.assignDeadline)}</td>
                  <td>{formatDate(a.submittedDate)}</td>
                  <td>
                    <StatusTag kind="assignStatus" status={a.status} />
                  </td>
                  <td className="mod-num">{formatMark(a.assignMarks)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
