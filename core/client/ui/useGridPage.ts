import { useEffect, useId, useRef } from 'react';
import { useLoaded } from '../data/useCall';
import type { DataGridProps, PageResult } from './DataGrid';

type Sources<T> = Pick<DataGridProps<T>, 'fetchPage' | 'reloadKey' | 'refreshKey' | 'onLoaded' | 'onError'>;

const EMPTY = { list: [], total: 0 };

/**
 * The page a grid shows, through the query layer: keyed by the grid, its filters (reloadKey), its
 * refresh count and the page asked, so only the newest page lands and a page seen again shows at
 * once. The rows shown stay while another page loads. `fetchPage` is the screen's newest: a
 * screen passes a plain function and changes reloadKey when its filters change.
 */
export function useGridPage<T>(
  at: { page: number; pageSize: number; orderBy: string | undefined },
  { fetchPage, reloadKey, refreshKey, onLoaded, onError }: Sources<T>,
): { data: PageResult<T>; loading: boolean } {
  const grid = useId();
  const latest = useRef({ fetchPage, onLoaded, onError });
  useEffect(() => {
    latest.current = { fetchPage, onLoaded, onError };
  });
  const { page, pageSize, orderBy } = at;
  const loaded = useLoaded(
    ['grid', grid, reloadKey ?? null, refreshKey ?? null, page, pageSize, orderBy ?? null],
    (signal) => latest.current.fetchPage({ page, pageSize, startRow: (page - 1) * pageSize, orderBy }, signal),
    { errors: 'silent', keepPrevious: true },
  );
  const { data, error } = loaded;
  useEffect(() => {
    if (data) latest.current.onLoaded?.(data);
  }, [data]);
  useEffect(() => {
    if (error) latest.current.onError?.(error);
  }, [error]);
  return { data: data ?? EMPTY, loading: loaded.loading };
}
