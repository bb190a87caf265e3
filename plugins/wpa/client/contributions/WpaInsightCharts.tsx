import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures, type ChartFigure } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import { formatDate } from '@core/client/format';
import type { InsightsProps } from '@schemas/core/contract';
import { wpaCalls as c } from '@schemas/wpa/calls';

/** The series of a reply in its order (module codes, statuses): the figures name them. */
const seriesOf = (figures: readonly ChartFigure[] | undefined, label: (code: string) => string) =>
  [...new Set((figures ?? []).map((f) => f.series))].map((key) => ({ key, label: label(key) }));

/**
 * The WPA area's Insights charts (issue 38), across the modules of the selected programme and
 * cohort (the call layer sends them): accepted forms to date per week, one line per module; the
 * average rating of each question; the forms of each module by status.
 */
// The selection reaches the calls through the call layer (and their cache key).
export default function WpaInsightCharts(_: InsightsProps) {
  const { t } = useTranslation('wpa');
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
          }}
        />
      )}
    </>
  );
}
