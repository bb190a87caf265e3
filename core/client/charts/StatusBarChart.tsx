import { useMemo } from 'react';
import { useSession } from '../session/SessionContext';
import { Chart } from './Chart';
import { pivotFigures } from './pivot';
import type { ChartSpec } from './types';

/** The supervisor a Module Summary chart is for: the caller in the 'studentAssigned' view, else none. */
export function useViewSupervisor(view: string): number | null {
  const s = useSession();
  return view === 'studentAssigned' ? s.userInfo.userId : null;
}

/**
 * An area's Module Summary chart of counts by status (issue 38): one bar per status, labelled in
 * the user's language; nothing until the figures are read.
 */
export function StatusBarChart({
  id,
  figures,
  title,
  countLabel,
  statusLabel,
  labelOf,
  onSelect,
}: {
  id: string;
  figures: Parameters<typeof pivotFigures>[0] | undefined;
  title: string;
  /** What is counted (documents, forms): the series and the value axis. */
  countLabel: string;
  statusLabel: string;
  labelOf: (code: string) => string;
  onSelect?: ChartSpec['onSelect'];
}) {
  const series = useMemo(() => [{ key: 'count', label: countLabel }], [countLabel]);
  if (!figures) return null;
  return (
    <Chart
      spec={{
        id,
        title,
        kind: 'bar',
        rows: pivotFigures(figures, series, labelOf),
        category: { key: 'category', label: statusLabel },
        series,
        valueLabel: countLabel,
        onSelect,
      }}
    />
  );
}
