import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import { choose } from '@core/client/extensions/Extensions';
import type { InsightsProps } from '@schemas/core/contract';
import { modulesCalls as c } from '@schemas/modules/calls';
import { modulesContract } from '@schemas/modules/contract';
import type { AssignShowStatus } from '@schemas/modules/limits';
import { modulePaths } from '../modulePaths';

const STATES = ['BLANK', 'WIP', 'SUBMITTED', 'SUBMITTED_LATE', 'OVERDUE', 'MARKED'] as const;

/** The assignment list's counter list holding a status's part of a bar (002 §2); the others open every row. */
const LISTS: Partial<Record<string, AssignShowStatus>> = {
  SUBMITTED: 'pendingReview',
  SUBMITTED_LATE: 'pendingReview',
  OVERDUE: 'overdue',
};

/**
 * The module area's Insights chart (issue 38): assignments by status per module (stacked, one bar
 * per module) across the modules of the selected programme and cohort (the call layer sends
 * them); an AS sees their own students'. A bar chooses its module and opens its assignment list,
 * the counter's list for a submitted or overdue part.
 */
// The selection reaches the call through the call layer (and its cache key).
export default function AssignmentInsightChart(_: InsightsProps) {
  const { t } = useTranslation('modules');
  const navigate = useNavigate();
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
        onSelect: (row, status) => {
          if (typeof row.categoryId !== 'number') return;
          choose(modulesContract.choices.cohortModule, row.categoryId);
          void navigate(modulePaths.assignmentList(LISTS[status]));
        },
      }}
    />
  );
}
