import { useCallback, useEffect, useRef, useState } from 'react';
import { LatestRequest } from '../../data/latestRequest';
import type { DataGridProps, PageResult } from '../DataGrid';

/**
 * The page, size and sort shown and the rows of that page from the server. A new `reloadKey`
 * goes back to page 1; a new `refreshKey` loads the page shown again.
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
  const [data, setData] = useState<PageResult<T>>({ list: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });
  const firstKey = useRef(true);

  useEffect(() => {
    // New filters: back to page 1 (the effect below then loads it).
    if (firstKey.current) {
      firstKey.current = false;
      return;
    }
    setPage(1);
  }, [reloadKey]);

  // Only the newest page may land: a new page, sort or search aborts the one in flight.
  const latest = useRef(new LatestRequest());
  useEffect(() => {
    const signal = latest.current.start();
    setLoading(true);
    fetchRef
      .current({ page, pageSize, startRow: (page - 1) * pageSize, orderBy }, signal)
      .then((r) => {
        if (signal.aborted) return;
        setData(r);
        onLoaded?.(r);
      })
      .catch((e) => !signal.aborted && onError?.(e))
      .finally(() => !signal.aborted && setLoading(false));
    const current = latest.current;
    return () => current.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, pageSize, orderBy, reloadKey, refreshKey]);

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
