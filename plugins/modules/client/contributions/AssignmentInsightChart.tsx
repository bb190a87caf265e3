import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import type { InsightsProps } from '@schemas/core/contract';
import { modulesCalls as c } from '@schemas/modules/calls';

const STATES = ['BLANK', 'WIP', 'SUBMITTED', 'SUBMITTED_LATE', 'OVERDUE', 'MARKED'] as const;

/**
 * The module area's Insights chart (issue 38): assignments by status per module (stacked, one bar
 * per module) across the modules of the selected programme and cohort (the call layer sends
 * them); an AS sees their own students'.
 */
// The selection reaches the call through the call layer (and its cache key).
export default function AssignmentInsightChart(_: InsightsProps) {
  const { t } = useTranslation('modules');
  const figures = useCall(c.searchInsightChart, { chart: 'assignStatus' }, { errors: 'silent' }).data;
  const series = useMemo(
    () => STATES.map((s) => ({ key: s, label: s === 'MARKED' ? t('charts.MARKED') : t(`assignStatus.${s}`) })),
    [t],
  );
  if (!figures) return null;
  return (
    <Chart
      spec={{
        id: 'assignments-by-status-per-module',
        title: t('charts.insights.assignStatus'),
        kind: 'stacked',
        rows: pivotFigures(figures, series),
        category: { key: 'category', label: t('charts.insights.module') },
        series,
        valueLabel: t('charts.students'),
      }}
    />
  );
}
