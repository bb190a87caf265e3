import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { studentIdNameColumns } from '@core/client/ui/grid/studentIdNameColumns';
import { choose } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
import { modulePaths } from '../../modulePaths';
import { formatHours, formatMark } from '../../numbers';
import { studentName, type StudentModuleRow } from '../../types';
import { StatusTag } from '../StatusTag';

const facts = modulesContract.points.studentFacts.fields;

/**
 * The Student List's columns (spec 002 §2). A figure whose area is off is absent from the rows:
 * its column (marked by `fact`) shows only when `present` holds it.
 */
export function useStudentColumns(present: ReadonlySet<string>) {
  const { t } = useTranslation('modules');
  return useMemo(() => {
    const all: (DataGridColumn<StudentModuleRow> & { fact?: string })[] = [
      // First, so that it stays in view on narrow screens (the grid draws only the columns in view).
      {
        field: 'studentModuleId',
        header: t('field.action'),
        width: 110,
        render: (r) => (
          <Link
            to={modulePaths.studentDetail}
            onClick={() => choose(modulesContract.choices.studentModule, r.studentModuleId)}
            aria-label={t('students.viewOf', { name: studentName(r) || r.studentAcctId })}
          >
            {t('students.view')}
          </Link>
        ),
      },
      ...studentIdNameColumns<StudentModuleRow>(
        { header: t('field.studentId'), width: 130 },
        { field: 'firstName', header: t('field.name'), sortKey: 'student_name', width: 190 },
        studentName,
      ),
      { field: 'group', header: t('field.subGroup'), sortKey: 'group', width: 120 },
      {
        field: 'academicSupervisorUserName',
        header: t('field.assignedAs'),
        sortKey: 'academic_supervisor_user_name',
        width: 180,
      },
      ...figureColumns(t),
      {
        field: 'submittedAssignCount',
        header: t('field.submittedAssign'),
        sortKey: 'submitted_assign_count',
        width: 190,
      },
      { field: 'noMarksAssignCount', header: t('field.noMarksAssign'), sortKey: 'no_marks_assign_count', width: 210 },
      {
        field: 'totalModuleMark',
        header: t('field.totalModuleMark'),
        sortKey: 'total_module_mark',
        width: 160,
        render: (r) => formatMark(r.totalModuleMark),
      },
      {
        field: 'status',
        header: t('field.status'),
        sortKey: 'status',
        width: 150,
        wrap: true,
        render: (r) => <StatusTag kind="studentStatus" status={r.status} />,
      },
    ];
    return all.filter((c) => !c.fact || present.has(c.fact));
  }, [t, present]);
}

/** The columns of figures other areas add (WIL hours, pending WPAs, the adjust-weight indicator). */
function figureColumns(t: (k: string) => string): (DataGridColumn<StudentModuleRow> & { fact: string })[] {
  return [
    {
      field: 'completedWilHours',
      fact: 'completedWilHours',
      header: t('field.completedWilHours'),
      sortKey: facts.completedWilHours.sortKey,
      width: 200,
      render: (r) => formatHours(r.completedWilHours),
    },
    {
      field: 'pendingWpaCount',
      fact: 'pendingWpaCount',
      header: t('field.pendingWpaCount'),
      sortKey: facts.pendingWpaCount.sortKey,
      width: 150,
    },
    {
      field: 'wpaAdjustWeightCount',
      fact: 'wpaAdjustWeightCount',
      header: t('field.wpaAdjustWeight'),
      sortKey: facts.wpaAdjustWeightCount.sortKey,
      width: 170,
      render: (r) => ((r.wpaAdjustWeightCount ?? 0) > 0 ? t('common.y') : t('common.n')),
    },
  ];
}
