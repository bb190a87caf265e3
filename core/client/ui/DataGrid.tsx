import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  RowAutoHeightModule,
  RowSelectionModule,
  themeQuartz,
  type ColDef,
  type SelectionChangedEvent,
  type SortChangedEvent,
} from 'ag-grid-community';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useGridPage } from './useGridPage';

// Only what the house table uses: the grid is the largest part of the bundle (issue 2 pitfalls).
ModuleRegistry.registerModules([ClientSideRowModelModule, ColumnApiModule, RowAutoHeightModule, RowSelectionModule]);

/** The spec's paging payload (DOMAIN.md): page from 1, startRow = (page - 1) × pageSize. */
export interface PageRequest {
  page: number;
  pageSize: number;
  startRow: number;
  /** snake_case column from the server's allow-list, optionally followed by ' DESC'. */
  orderBy?: string;
}

export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface DataGridColumn<T> {
  /** Field of the row. */
  field: keyof T & string;
  /** Already translated header. */
  header: string;
  /** snake_case name the server sorts by; without it the column is not sortable. */
  sortKey?: string;
  width?: number;
  /** Cell text or element; defaults to the field's value. */
  render?: (row: T) => React.ReactNode;
  /**
   * The cell shows its whole content: it wraps and its row grows, instead of cutting it at the
   * column's edge. For labels that must never be cut (a status tag, whose length depends on the
   * language: issue 27).
   */
  wrap?: boolean;
  /**
   * The column is as wide as its widest cell's content, never narrower than `width`: for a row's
   * action buttons, whose labels' length depends on the language (issue 35: 'View' was cut off).
   */
  fitContent?: boolean;
}

export interface DataGridProps<T> {
  columns: DataGridColumn<T>[];
  /** Loads one page; called again when the page, page size, sort or `reloadKey` changes. */
  fetchPage: (req: PageRequest, signal?: AbortSignal) => Promise<PageResult<T>>;
  /** Change it to search again from page 1 (new filters). */
  reloadKey?: unknown;
  /** Change it to load the page shown again (after a change the screen made to its rows). */
  refreshKey?: unknown;
  /**
   * Rows can be chosen with a checkbox for a bulk action: `rowId` keeps a row chosen across
   * reloads of the page, `onSelect` receives the chosen rows of the page shown.
   */
  selection?: { rowId: (row: T) => string; onSelect: (rows: T[]) => void };
  pageSizes?: number[];
  /** Accessible name of the table. */
  label: string;
  onLoaded?: (result: PageResult<T>) => void;
  onError?: (e: unknown) => void;
}

type ReportWidth = (colId: string, width: number) => void;

/** A fitted column's cell: reports the width its content needs (with the cell's padding), now and when it changes. */
function FitCell({ colId, onWidth, children }: { colId: string; onWidth: ReportWidth; children: ReactNode }) {
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
function useFittedWidths(language: string): [Record<string, number>, ReportWidth] {
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

/**
 * The house table: AG Grid showing one server page at a time (spec default 10 a page with a
 * size changer), sorting by the server through each column's snake_case sortKey. Sorting or a
 * new reloadKey goes back to page 1.
 */
export function DataGrid<T>({
  columns,
  fetchPage,
  reloadKey,
  refreshKey,
  selection,
  pageSizes = [10, 20, 50, 100],
  label,
  onLoaded,
  onError,
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation();
  const [fitted, reportWidth] = useFittedWidths(i18n.language);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  const [orderBy, setOrderBy] = useState<string | undefined>();
  const firstKey = useRef(true);

  useEffect(() => {
    // New filters: back to page 1 (which the query below then loads).
    if (firstKey.current) {
      firstKey.current = false;
      return;
    }
    setPage(1);
  }, [reloadKey]);

  const { data, loading } = useGridPage(
    { page, pageSize, orderBy },
    { fetchPage, reloadKey, refreshKey, onLoaded, onError },
  );

  const colDefs = useMemo<ColDef<T>[]>(
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

  const onSortChanged = useCallback((e: SortChangedEvent<T>) => {
    const sorted = e.api.getColumnState().find((s) => s.sort);
    setOrderBy(sorted ? `${sorted.colId}${sorted.sort === 'desc' ? ' DESC' : ''}` : undefined);
    setPage(1);
  }, []);

  const selectionRef = useRef(selection);
  useEffect(() => {
    selectionRef.current = selection;
  });
  const onSelectionChanged = useCallback(
    (e: SelectionChangedEvent<T>) => selectionRef.current?.onSelect(e.api.getSelectedRows()),
    [],
  );
  const rowId = selection?.rowId;
  const getRowId = useMemo(() => (rowId ? (p: { data: T }) => rowId(p.data) : undefined), [rowId]);

  const pages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
    <div className="wil-grid" role="region" aria-label={label}>
      <AgGridReact<T>
        theme={themeQuartz}
        rowData={data.list}
        columnDefs={colDefs}
        loading={loading}
        domLayout="autoHeight"
        onSortChanged={onSortChanged}
        rowSelection={
          selection
            ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }
            : undefined
        }
        getRowId={getRowId}
        onSelectionChanged={selection ? onSelectionChanged : undefined}
        suppressMovableColumns
        overlayNoRowsTemplate={`<span>${t('grid.noRows')}</span>`}
      />
      <div className="wil-pager">
        <span>{t('grid.total', { total: data.total })}</span>
        <Button
          variant="minimal"
          icon="chevron-left"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          aria-label={t('grid.previous')}
        />
        <span>{t('grid.page', { page, pages })}</span>
        <Button
          variant="minimal"
          icon="chevron-right"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
          aria-label={t('grid.next')}
        />
        <HTMLSelect
          aria-label={t('grid.pageSize')}
          value={pageSize}
          onChange={(e) => {
            setPageSize(Number(e.currentTarget.value));
            setPage(1);
          }}
          options={pageSizes.map((n) => ({ value: n, label: t('grid.perPage', { n }) }))}
        />
      </div>
    </div>
  );
}
