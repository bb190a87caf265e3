import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button, Card, HTMLTable, Spinner, Switch } from '@blueprintjs/core';
import type { AgChartInstance } from 'ag-charts-community';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../data/fileCalls';
import { useSeen } from '../ui/useSeen';
import { chartCsv } from './chartCsv';
import type { ChartSpec } from './types';

// AG Charts is loaded with the first chart on screen, never with the app (issue 38: ≤ 5 KB more).
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** The figures as a table: the same rows and headers as the CSV. */
function ChartTable({ spec, labelledBy }: { spec: ChartSpec; labelledBy: string }) {
  const format = spec.format ?? String;
  return (
    // Focusable: a keyboard user scrolls a long table (axe scrollable-region-focusable).
    <div className="wil-chart-table" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <HTMLTable compact striped aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{spec.category.label}</th>
            {spec.series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{r[spec.category.key]}</th>
              {spec.series.map((s) => (
                <td key={s.key}>{r[s.key] == null ? '' : format(Number(r[s.key]))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * A chart as every screen shows one (issue 38): its title, the chart (keyboard: Tab into it, the
 * arrows move between bars, Enter opens the drill-down), 'Show as table', 'Download PNG' and
 * 'Download CSV'. With no rows it says so instead of drawing empty axes.
 */
export function Chart({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const chart = useRef<AgChartInstance>(null);
  const card = useRef<HTMLDivElement>(null);
  const seen = useSeen(card);
  const empty = spec.rows.length === 0;
  const csv = () =>
    saveFile({ blob: new Blob([chartCsv(spec)], { type: 'text/csv' }), fileName: null }, `${spec.id}.csv`);
  const png = () => void chart.current?.download({ fileName: spec.id });
  return (
    <Card className="wil-chart" data-chart={spec.id} ref={card}>
      <div className="wil-chart-head">
        <h3 id={titleId}>{spec.title}</h3>
        <div className="wil-chart-tools">
          <Switch
            checked={asTable}
            label={t('chart.showAsTable')}
            onChange={() => setAsTable((v) => !v)}
            disabled={empty}
          />
          <Button size="small" variant="minimal" icon="media" onClick={png} disabled={empty || asTable}>
            {t('chart.downloadPng')}
          </Button>
          <Button size="small" variant="minimal" icon="download" onClick={csv} disabled={empty}>
            {t('chart.downloadCsv')}
          </Button>
        </div>
      </div>
      {empty ? (
        <p className="wil-chart-empty">{t('chart.empty')}</p>
      ) : asTable ? (
        <ChartTable spec={spec} labelledBy={titleId} />
      ) : seen ? (
        <Suspense fallback={<Spinner size={20} aria-label={t('common.loading')} />}>
          <ChartCanvas ref={chart} spec={spec} labelledBy={titleId} />
        </Suspense>
      ) : (
        <div className="wil-chart-canvas" />
      )}
    </Card>
  );
}
