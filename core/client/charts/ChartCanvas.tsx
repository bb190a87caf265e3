import { forwardRef, useMemo } from 'react';
import { AgCharts } from 'ag-charts-react';
import {
  BarSeriesModule,
  CategoryAxisModule,
  LegendModule,
  LineSeriesModule,
  ModuleRegistry,
  NumberAxisModule,
  type AgChartInstance,
} from 'ag-charts-community';
import { chartOptions } from './chartOptions';
import type { ChartSpec } from './types';

// Only what the house charts draw: bars, lines, their axes and legend (AG Charts' tree shaking).
ModuleRegistry.registerModules([BarSeriesModule, LineSeriesModule, CategoryAxisModule, NumberAxisModule, LegendModule]);

/** The drawn chart: AG Charts Community, its own chunk, loaded with the first chart on screen. */
const ChartCanvas = forwardRef<AgChartInstance, { spec: ChartSpec; labelledBy: string }>(function ChartCanvas(
  { spec, labelledBy },
  ref,
) {
  const options = useMemo(() => chartOptions(spec), [spec]);
  return (
    <div className="wil-chart-canvas" role="figure" aria-labelledby={labelledBy}>
      <AgCharts ref={ref} options={options} />
    </div>
  );
});

export default ChartCanvas;
