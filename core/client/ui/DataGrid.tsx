import { useCallback, useEffect, useMemo, useRef } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  RowAutoHeightModule,
  RowSelectionModule,
  themeQuartz,
  type SelectionChangedEvent,
  type SortChangedEvent,
} from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { GridPager } from './grid/GridPager';
import { useColumnDefs } from './grid/useColumnDefs';
import { useServerPage } from './grid/useServerPage';

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
  const colDefs = useColumnDefs(columns, i18n.language);
  const paged = useServerPage({ fetchPage, reloadKey, refreshKey, onLoaded, onError, firstPageSize: pageSizes[0]! });
  const { setOrderBy } = paged;

  const onSortChanged = useCallback(
    (e: SortChangedEvent<T>) => {
      const sorted = e.api.getColumnState().find((s) => s.sort);
      setOrderBy(sorted ? `${sorted.colId}${sorted.sort === 'desc' ? ' DESC' : ''}` : undefined);
    },
    [setOrderBy],
  );

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

  return (
    <div className="wil-grid" role="region" aria-label={label}>
      <AgGridReact<T>
        theme={themeQuartz}
        rowData={paged.data.list}
        columnDefs={colDefs}
        loading={paged.loading}
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
      <GridPager
        total={paged.data.total}
        page={paged.page}
        pageSize={paged.pageSize}
        pageSizes={pageSizes}
        onPage={paged.setPage}
        onPageSize={paged.setPageSize}
      />
    </div>
  );
}
