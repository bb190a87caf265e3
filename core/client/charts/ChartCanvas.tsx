import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AgCharts } from 'ag-charts-react';
import {
  BarSeriesModule,
  CategoryAxisModule,
  LegendModule,
  LineSeriesModule,
  LocaleModule,
  ModuleRegistry,
  NumberAxisModule,
  type AgChartInstance,
} from 'ag-charts-community';
import { chartLocale } from './chartLocale';
import { chartOptions } from './chartOptions';
import type { ChartSpec } from './types';

// Only what the house charts draw: bars, lines, their axes and legend (AG Charts' tree shaking),
// and the locale module, without which AG Charts ignores `locale.localeText`.
ModuleRegistry.registerModules([
  BarSeriesModule,
  LineSeriesModule,
  CategoryAxisModule,
  NumberAxisModule,
  LegendModule,
  LocaleModule,
]);

/**
 * The drawn chart: AG Charts Community, its own chunk, loaded with the first chart on screen; drawn
 * once AG Charts' own texts are in the interface language (their chunk, the first time).
 */
const ChartCanvas = forwardRef<AgChartInstance, { spec: ChartSpec; labelledBy: string }>(function ChartCanvas(
  { spec, labelledBy },
  ref,
) {
  const { i18n } = useTranslation();
  const localeText = chartLocale.useLoaded(i18n.language);
  const options = useMemo(() => localeText && chartOptions(spec, localeText), [spec, localeText]);
  return (
    <div className="wil-chart-canvas" role="figure" aria-labelledby={labelledBy}>
      {options && <AgCharts ref={ref} options={options} />}
    </div>
  );
});

export default ChartCanvas;
