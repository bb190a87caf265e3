import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import type { DataGridColumn } from '../DataGrid';
import { FitCell, useFittedWidths } from './fittedWidths';

/** The house columns as AG Grid's: server sort keys, rendered cells, fitted and wrapping columns. */
export function useColumnDefs<T>(columns: DataGridColumn<T>[], language: string): ColDef<T>[] {
  const [fitted, reportWidth] = useFittedWidths(language);
  return useMemo<ColDef<T>[]>(
    () =>
      columns.map((c) => {
        const colId = c.sortKey ?? c.field;
        const fit = c.fitContent ? fitted[colId] : undefined;
        const cell = (row: T) => (c.render ? c.render(row) : String(row[c.field] ?? ''));
        return {
          colId,
          field: c.field as never,
          headerName: c.header,
          width: fit === undefined ? c.width : Math.max(fit, c.width ?? 0),
          sortable: Boolean(c.sortKey),
          // The server sorts; the grid only shows the arrow.
          comparator: () => 0,
          cellRenderer: c.fitContent
            ? (p: { data: T }) => (
                <FitCell colId={colId} onWidth={reportWidth}>
                  {cell(p.data)}
                </FitCell>
              )
            : c.render
              ? (p: { data: T }) => c.render!(p.data)
              : undefined,
          wrapText: c.wrap,
          autoHeight: c.wrap,
          // A header longer than its column wraps instead of ending in an ellipsis (every language).
          wrapHeaderText: true,
          autoHeaderHeight: true,
        };
      }),
    [columns, fitted, reportWidth],
  );
}
