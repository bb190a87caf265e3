import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataGridProps } from '../DataGrid';
import { useGridPage } from '../useGridPage';

/**
 * The page, size and sort shown and the rows of that page from the server (through the query
 * layer, useGridPage). A new `reloadKey` goes back to page 1; a new `refreshKey` loads the page
 * shown again.
 */
export function useServerPage<T>({
  fetchPage,
  reloadKey,
  refreshKey,
  firstPageSize,
  onLoaded,
  onError,
}: Pick<DataGridProps<T>, 'fetchPage' | 'reloadKey' | 'refreshKey' | 'onLoaded' | 'onError'> & {
  firstPageSize: number;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(firstPageSize);
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

  /** A new page size or sort starts again at page 1. */
  const changePageSize = useCallback((n: number) => {
    setPageSize(n);
    setPage(1);
  }, []);
  const changeOrderBy = useCallback((o: string | undefined) => {
    setOrderBy(o);
    setPage(1);
  }, []);
  return { page, pageSize, data, loading, setPage, setPageSize: changePageSize, setOrderBy: changeOrderBy };
}
