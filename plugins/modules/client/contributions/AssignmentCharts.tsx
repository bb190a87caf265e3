import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { modulesCalls as c } from '@schemas/modules/calls';
import { modulePaths } from '../modulePaths';
import { useModuleRoles } from '../roles';

const STATES = ['BLANK', 'WIP', 'SUBMITTED', 'SUBMITTED_LATE', 'OVERDUE', 'MARKED'] as const;
const BANDS = ['0', '50', '60', '70', '80'] as const;

type Props = ModuleSummaryProps & { view: 'module' | 'studentAssigned' };

/**
 * The module area's Module Summary charts (issue 38): assignments by status per assignment
 * (stacked; a bar opens its assignment's tab) and the marks per assignment by band, for the view
 * chosen (an AS always sees their own students').
 */
export default function AssignmentCharts({ cohortModuleId, view }: Props) {
  const { t } = useTranslation('modules');
  const navigate = useNavigate();
  const roles = useModuleRoles();
  const asUserId = view === 'studentAssigned' || roles.supervisorOnly ? roles.userId : undefined;
  const of = (chart: 'assignStatus' | 'marks') => ({
    cohortModuleId,
    chart,
    academicSupervisorUserId: asUserId ?? null,
  });
  const states = useCall(c.searchModuleChart, of('assignStatus'), { errors: 'silent' }).data;
  const marks = useCall(c.searchModuleChart, of('marks'), { errors: 'silent' }).data;
  const stateSeries = useMemo(
    () => STATES.map((s) => ({ key: s, label: s === 'MARKED' ? t('charts.MARKED') : t(`assignStatus.${s}`) })),
    [t],
  );
  const bandSeries = useMemo(() => BANDS.map((b) => ({ key: b, label: t(`charts.band.${b}`) })), [t]);
  const category = { key: 'category', label: t('charts.assignment') };
  return (
    <>
      {states && (
        <Chart
          spec={{
            id: 'assignments-by-status',
            title: t('charts.assignStatus'),
            kind: 'stacked',
            rows: pivotFigures(states, stateSeries),
            category,
            series: stateSeries,
            valueLabel: t('charts.students'),
            onSelect: (row) =>
              navigate(modulePaths.assignmentList(), { state: { cohortModuleAssignId: row.categoryId } }),
          }}
        />
      )}
      {marks && (
        <Chart
          spec={{
            id: 'marks-by-band',
            title: t('charts.marks'),
            kind: 'bar',
            rows: pivotFigures(marks, bandSeries),
            category,
            series: bandSeries,
            valueLabel: t('charts.students'),
          }}
        />
      )}
    </>
  );
}
