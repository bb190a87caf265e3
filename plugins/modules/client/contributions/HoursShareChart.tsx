import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { modulesCalls as c } from '@schemas/modules/calls';
import { useModuleRoles } from '../roles';

type Props = ModuleSummaryProps & { view: 'module' | 'studentAssigned' };

/**
 * The module area's Module Summary chart of students by share of WIL hours attained (issue 38),
 * for the view chosen (an AS always sees their own students'). No drill-down: the Student List
 * has no filter by share (DECISIONS). Hidden while no area contributes the completed hours.
 */
export default function HoursShareChart({ cohortModuleId, view }: Props) {
  const { t } = useTranslation('modules');
  const roles = useModuleRoles();
  const asUserId = view === 'studentAssigned' || roles.supervisorOnly ? roles.userId : undefined;
  const { data } = useCall(
    c.searchModuleChart,
    { cohortModuleId, chart: 'hoursShare', academicSupervisorUserId: asUserId ?? null },
    { errors: 'silent' },
  );
  const series = useMemo(() => [{ key: 'count', label: t('charts.students') }], [t]);
  if (!data) return null;
  return (
    <Chart
      spec={{
        id: 'students-by-hours-share',
        title: t('charts.hours.title'),
        kind: 'bar',
        rows: pivotFigures(data, series, (code) => t(`charts.hours.bucket.${code}`)),
        category: { key: 'category', label: t('charts.hours.share') },
        series,
        valueLabel: t('charts.students'),
      }}
    />
  );
}
