import { useMemo } from 'react';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { call } from '@core/client/data/call';
import { useLoaded } from '@core/client/data/useCall';
import { formatDate } from '@core/client/format';
import { reportCallsOf } from '@schemas/reports/calls';
import type { ClientDefinition } from './definitions';

type Row = Record<string, unknown>;

/**
 * The chart a report definition declares (issue 38), above the grid: reports/chart with the
 * filters the grid was searched with, so both show the same rows. Categories are labelled as the
 * grid's cells of the grouped column are (an enum's text, a date as the product shows dates).
 */
export function ReportChart({
  def,
  payload,
  reloadKey,
  text,
}: {
  def: ClientDefinition;
  payload: Row;
  reloadKey: number;
  text: (key: string) => string;
}) {
  const chart = def.chart!;
  // Searched again with the grid (reloadKey), so both show the same moment's rows.
  const { data } = useLoaded([reportCallsOf(def).chart.path, def.id, payload, reloadKey], (signal) =>
    call(reportCallsOf(def).chart, { ...payload, reportId: def.id }, { signal }),
  );
  const group = def.columns.find((c) => c.column === chart.groupBy);
  const series = useMemo(
    () => [{ key: 'value', label: text(chart.measure.labelKey ?? group?.labelKey ?? chart.titleKey) }],
    [chart, group, text],
  );
  if (!data) return null;
  const label = (code: string) =>
    group?.format === 'enum' || group?.format === 'status'
      ? text(`enum.${code}`)
      : group?.format === 'date'
        ? formatDate(code)
        : code;
  return (
    <Chart
      spec={{
        id: `${def.id}-chart`,
        title: text(chart.titleKey),
        kind: chart.kind,
        rows: pivotFigures(data, series, label),
        category: { key: 'category', label: group ? text(group.labelKey) : chart.groupBy },
        series,
        valueLabel: series[0]!.label,
      }}
    />
  );
}
