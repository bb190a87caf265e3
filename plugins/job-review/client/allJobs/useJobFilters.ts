import { useEffect, useState } from 'react';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { useDebounced } from '@core/client/ui/useDebounced';
import { searchAllArea } from '../calls';
import { JOB_POST_STATUSES } from '../labels';
import type { Area } from '../types';

/**
 * All Job Postings' filters: title (searched as one types), deadline range, work location, sort;
 * and the box view's page.
 */
export function useJobFilters() {
  const [title, setTitle] = useState('');
  const [debounced, setDebounced] = useDebounced(title);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [workLocId, setWorkLocId] = useState<number | null>(null);
  const [sort, setSort] = useState('');
  const [areas, setAreas] = useState<Area[]>([]);
  // The box view's page: a new filter starts again at the first.
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [debounced, start, end, workLocId, sort]);

  useEffect(() => {
    searchAllArea()
      .then(setAreas)
      .catch((e) => void toast.error(e instanceof ApiError ? e.message : String(e)));
  }, []);

  // Drafts are the partner's own until submitted.
  const filter = {
    jobPostStatusList: JOB_POST_STATUSES.filter((x) => x !== 'DRAFT'),
    jobTitle: debounced.trim(),
    appDeadStartDate: start || null,
    appDeadEndDate: end || null,
    workLocId,
  };

  const setRange = (a: string, b: string) => {
    setStart(a);
    setEnd(b);
  };
  const reset = () => {
    setTitle('');
    setDebounced('');
    setRange('', '');
    setWorkLocId(null);
    setSort('');
  };
  const search = () => setDebounced(title);

  return {
    title,
    setTitle,
    search,
    start,
    end,
    setRange,
    workLocId,
    setWorkLocId,
    sort,
    setSort,
    areas,
    filter,
    reset,
    page,
    setPage,
  };
}

export type JobFilters = ReturnType<typeof useJobFilters>;
