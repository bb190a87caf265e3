import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, SearchBox } from '@core/client/ui/ListFilters';
import { ListFilterBar } from '@core/client/ui/lists/ListFilterBar';
import { JOB_SORTS } from '@schemas/job-review/jobPosts';
import { WorkLocationSelect } from '../components/FilterBar';
import { JR_FILTER_LOOK } from '../components/filterLook';
import type { JobFilters } from './useJobFilters';

/** All Job Postings' toolbar: title search, deadline range, work location, Sort, Reset, then `extra`. */
export function JobListToolbar({ f, extra }: { f: JobFilters; extra: ReactNode }) {
  const { t } = useTranslation('job-review');
  return (
    <ListFilterBar
      look={JR_FILTER_LOOK}
      sort={{ ns: 'job-review', options: JOB_SORTS, value: f.sort, onChange: f.setSort }}
      onReset={f.reset}
      extra={extra}
    >
      <SearchBox
        id="jr-job-search"
        label={t('allJobs.search')}
        value={f.title}
        onChange={f.setTitle}
        onEnter={f.search}
      />
      <DateRangeFilter id="jr-range" label={t('filter.deadline')} start={f.start} end={f.end} onChange={f.setRange} />
      <WorkLocationSelect areas={f.areas} value={f.workLocId} onChange={f.setWorkLocId} />
    </ListFilterBar>
  );
}
