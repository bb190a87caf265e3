import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '@core/client/data/useCall';
import { GridPager } from '@core/client/ui/grid/GridPager';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { searchAllJobList } from '../calls';
import { JobActionMenu } from '../components/JobActionMenu';
import { JobCard } from '../components/JobCard';
import type { JobDecision } from '../components/useJobDecision';
import type { JobPost, PageOf } from '../types';
import type { JobFilters } from './useJobFilters';

/** Job cards per page (spec 000 §9). */
const CARDS = 9;

/** The box view: one page of job cards and, past one page, the pager. */
export function JobBoxView({ f, onDecide }: { f: JobFilters; onDecide: (job: JobPost, d: JobDecision) => void }) {
  const { t } = useTranslation('job-review');
  const { page, setPage } = f;
  // A newer filter or page overtakes an older request.
  const boxPage = { page, pageSize: CARDS, startRow: (page - 1) * CARDS };
  const { data, error } = useLoaded([c.searchAllJobList.path, f.filter, f.sort, boxPage], (signal) =>
    searchAllJobList({ ...f.filter, orderBy: f.sort }, boxPage, signal),
  );
  const box: PageOf<JobPost> | null = error ? { list: [], total: 0 } : (data ?? null);

  if (!box) return <Spinner aria-label={t('common.loading')} />;
  if (box.list.length === 0) return <NonIdealState icon="search" title={t('common.noRecord')} />;
  return (
    <>
      <div className="jr-card-grid" data-testid="job-cards">
        {box.list.map((j) => (
          <JobCard key={j.jobId} job={j} actions={<JobActionMenu job={j} onDecide={onDecide} />} />
        ))}
      </div>
      {box.total > CARDS && (
        <GridPager label={t('allJobs.pages')} total={box.total} page={page} pageSize={CARDS} onPage={setPage} />
      )}
    </>
  );
}
