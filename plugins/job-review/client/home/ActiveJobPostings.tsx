import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { useDebounced } from '@core/client/ui/useDebounced';
import { jobListPayload } from './homeCalls';
import { ActiveJobCard } from './ActiveJobCard';
import { HomeWideCard } from './HomeWideCard';
import { useCall } from '@core/client/data/useCall';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { JOB_SORTS } from '@schemas/job-review/jobPosts';

/** Active Job Postings for MCs and Programme Leaders (spec 000 §2). */
export function ActiveJobPostings() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  // The call layer sends the selected programme; a new selection loads again.
  const selected = s.programme?.cohortProgId;
  const [text, setText] = useState('');
  // Searches as the user types (after a pause) and at once on Enter.
  const [search, setSearch] = useDebounced(text);
  const [sort, setSort] = useState('');
  const data = useCall(c.searchJobList, selected ? jobListPayload(search.trim(), sort) : null).data ?? null;
  const reset = () => {
    setText('');
    setSearch('');
    setSort('');
  };

  return (
    <HomeWideCard id="home-active-jobs" texts="active" to="/academic/academicSeeAllJobPosting">
      <div className="home-toolbar">
        <SearchBox
          id="home-job-search"
          label={t('active.search')}
          inline
          value={text}
          onChange={setText}
          onEnter={() => setSearch(text)}
        />
        <SortPopover ns="job-review" options={JOB_SORTS} value={sort} onChange={setSort} />
        <ResetButton onClick={reset} />
      </div>
      {!data ? (
        <p className="home-muted">{t('common.loading')}</p>
      ) : data.postedList.length === 0 ? (
        <p className="home-muted">{t('common.noRecord')}</p>
      ) : (
        <ul className="home-job-grid" data-testid="active-jobs">
          {data.postedList.map((j) => (
            <li key={j.jobId}>
              <ActiveJobCard j={j} />
            </li>
          ))}
        </ul>
      )}
    </HomeWideCard>
  );
}
