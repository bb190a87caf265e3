import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import { formatDate } from '@core/client/format';
import type { SelectedProgramme } from '@schemas/home/contract';
import { jobReviewCalls as c } from '@schemas/job-review/calls';

const DECISIONS = ['APPROVED', 'SPECIAL_ARRANGEMENT', 'REJECTED'] as const;

/**
 * Job review's home charts (issue 38), for the selected programme: job posts and applications
 * decided per week over the last 12 weeks by decision (stacked), and the median days a post or
 * an application waited for its decision, per week.
 */
// The selected programme reaches the calls through the call layer (and their cache key).
export default function DecisionCharts(_: SelectedProgramme) {
  const { t } = useTranslation('job-review');
  const posts = useCall(c.searchDecisionChart, { chart: 'posts' }, { errors: 'silent' }).data;
  const appls = useCall(c.searchDecisionChart, { chart: 'applications' }, { errors: 'silent' }).data;
  const waiting = useCall(c.searchDecisionChart, { chart: 'waiting' }, { errors: 'silent' }).data;
  const decisions = useMemo(() => DECISIONS.map((d) => ({ key: d, label: t(`charts.${d}`) })), [t]);
  const kinds = useMemo(
    () => [
      { key: 'posts', label: t('charts.postsSeries') },
      { key: 'applications', label: t('charts.applicationsSeries') },
    ],
    [t],
  );
  const category = { key: 'category', label: t('charts.week') };
  const week = (d: string) => formatDate(d);
  return (
    <>
      {posts && (
        <Chart
          spec={{
            id: 'job-posts-decided',
            title: t('charts.posts'),
            kind: 'stacked',
            rows: pivotFigures(posts, decisions, week),
            category,
            series: decisions,
            valueLabel: t('charts.count'),
          }}
        />
      )}
      {appls && (
        <Chart
          spec={{
            id: 'applications-decided',
            title: t('charts.applications'),
            kind: 'stacked',
            rows: pivotFigures(appls, decisions, week),
            category,
            series: decisions,
            valueLabel: t('charts.count'),
          }}
        />
      )}
      {waiting && (
        <Chart
          spec={{
            id: 'median-days-waiting',
            title: t('charts.waiting'),
            kind: 'line',
            rows: pivotFigures(waiting, kinds, week, null),
            category,
            series: kinds,
            valueLabel: t('charts.days'),
            format: (v) => v.toFixed(1),
          }}
        />
      )}
    </>
  );
}
