import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export type ReportWidth = (colId: string, width: number) => void;

/** A fitted column's cell: reports the width its content needs (with the cell's padding), now and when it changes. */
export function FitCell({ colId, onWidth, children }: { colId: string; onWidth: ReportWidth; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const report = () => {
      const cell = el.closest<HTMLElement>('.ag-cell');
      const css = cell ? getComputedStyle(cell) : null;
      const frame = css
        ? ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'].reduce(
            (sum, k) => sum + (parseFloat(css[k as 'paddingLeft']) || 0),
            0,
          )
        : 0;
      onWidth(colId, Math.ceil(el.getBoundingClientRect().width + frame) + 1);
    };
    report();
    const seen = new ResizeObserver(report);
    seen.observe(el);
    return () => seen.disconnect();
  }, [colId, onWidth]);
  return (
    <div ref={ref} className="wil-cell-fit">
      {children}
    </div>
  );
}

/**
 * The widths fitted columns need, by column id: the widest cell's, measured anew in each language
 * (a new reporter makes every cell report again).
 */
export function useFittedWidths(language: string): [Record<string, number>, ReportWidth] {
  const [fitted, setFitted] = useState<{ language: string; widths: Record<string, number> }>({ language, widths: {} });
  const report = useCallback<ReportWidth>(
    (colId, width) =>
      setFitted((f) => {
        const widths = f.language === language ? f.widths : {};
        return (widths[colId] ?? 0) >= width ? f : { language, widths: { ...widths, [colId]: width } };
      }),
    [language],
  );
  return [fitted.language === language ? fitted.widths : {}, report];
}
