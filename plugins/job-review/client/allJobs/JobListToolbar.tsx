import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { JOB_SORTS } from '@schemas/job-review/jobPosts';
import { WorkLocationSelect } from '../components/FilterBar';
import type { JobFilters } from './useJobFilters';

/** All Job Postings' toolbar: title search, deadline range, work location, Sort, Reset, then `extra`. */
export function JobListToolbar({ f, extra }: { f: JobFilters; extra: ReactNode }) {
  const { t } = useTranslation('job-review');
  return (
    <div className="jr-toolbar">
      <SearchBox
        className="jr-filter"
        id="jr-job-search"
        label={t('allJobs.search')}
        value={f.title}
        onChange={f.setTitle}
        onEnter={f.search}
      />
      <DateRangeFilter
        id="jr-range"
        className="jr-range"
        errorClassName="jr-error"
        label={t('filter.deadline')}
        start={f.start}
        end={f.end}
        onChange={f.setRange}
      />
      <WorkLocationSelect areas={f.areas} value={f.workLocId} onChange={f.setWorkLocId} />
      <div className="jr-toolbar-buttons">
        <SortPopover ns="job-review" options={JOB_SORTS} value={f.sort} onChange={f.setSort} />
        <ResetButton onClick={f.reset} />
        {extra}
      </div>
    </div>
  );
}
