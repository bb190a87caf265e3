import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures, type ChartFigure } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import { formatDate } from '@core/client/format';
import { openLinkAddress } from '@core/shared/openLinkAddress';
import type { InsightsProps } from '@schemas/core/contract';
import { modulesContract } from '@schemas/modules/contract';
import { wpaCalls as c } from '@schemas/wpa/calls';
import { wpaContract } from '@schemas/wpa/contract';
import { listOfStatus } from './statusLists';

/** The series of a reply in its order (module codes, statuses): the figures name them. */
const seriesOf = (figures: readonly ChartFigure[] | undefined, label: (code: string) => string) =>
  [...new Set((figures ?? []).map((f) => f.series))].map((key) => ({ key, label: label(key) }));

/**
 * WPA Management of a module's bar, with the status's list (issue 38). The module is the modules
 * area's choice, which only it sets: the kernel's link page sets it once the server has checked
 * the module is the caller's (its `linkChoices`), as a mail's link does.
 */
const managementOf = (cohortModuleId: number, status: string) =>
  openLinkAddress({
    to: wpaContract.routes.management,
    params: { showStatus: listOfStatus(status) },
    choice: { ref: modulesContract.choices.cohortModule, value: cohortModuleId },
  });

/**
 * The WPA area's Insights charts (issue 38), across the modules of the selected programme and
 * cohort (the call layer sends them): accepted forms to date per week, one line per module; the
 * average rating of each question; the forms of each module by status (a bar opens WPA Management
 * of that module with that status's list).
 */
// The selection reaches the calls through the call layer (and their cache key).
export default function WpaInsightCharts(_: InsightsProps) {
  const { t } = useTranslation('wpa');
  const navigate = useNavigate();
  const completion = useCall(c.searchInsightChart, { chart: 'completion' }, { errors: 'silent' }).data;
  const ratings = useCall(c.searchInsightChart, { chart: 'ratings' }, { errors: 'silent' }).data;
  const byStatus = useCall(c.searchInsightChart, { chart: 'byStatus' }, { errors: 'silent' }).data;
  const modules = useMemo(() => seriesOf(completion, (code) => code), [completion]);
  const statuses = useMemo(() => seriesOf(byStatus, (code) => t(`status.${code}`)), [byStatus, t]);
  const average = useMemo(() => [{ key: 'average', label: t('insights.average') }], [t]);
  return (
    <>
      {completion && (
        <Chart
          spec={{
            id: 'wpa-completion-by-week',
            title: t('insights.completionTitle'),
            kind: 'line',
            rows: pivotFigures(completion, modules, (d) => formatDate(d)),
            category: { key: 'category', label: t('insights.week') },
            series: modules,
            valueLabel: t('insights.acceptedForms'),
          }}
        />
      )}
      {ratings && (
        <Chart
          spec={{
            id: 'wpa-average-rating-per-question',
            title: t('insights.ratingsTitle'),
            kind: 'bar',
            rows: pivotFigures(ratings, average, (n) => t('insights.questionNo', { n })),
            category: { key: 'category', label: t('insights.question') },
            series: average,
            valueLabel: t('insights.average'),
            format: (v) => v.toFixed(2),
          }}
        />
      )}
      {byStatus && (
        <Chart
          spec={{
            id: 'wpa-forms-by-status-per-module',
            title: t('insights.byStatusTitle'),
            kind: 'stacked',
            rows: pivotFigures(byStatus, statuses),
            category: { key: 'category', label: t('insights.module') },
            series: statuses,
            valueLabel: t('chart.forms'),
            onSelect: (row, status) => {
              if (typeof row.categoryId === 'number') void navigate(managementOf(row.categoryId, status));
            },
          }}
        />
      )}
    </>
  );
}
