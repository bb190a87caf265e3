import { useCallback, useEffect, useState } from 'react';
import { Button, ButtonGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { toast } from '@core/client/ui/toaster';
import { searchAllArea, searchAllJobList } from '../calls';
import { WorkLocationSelect } from '../components/FilterBar';
import { DateRangeFilter, ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { JobActionMenu } from '../components/JobActionMenu';
import { JobCard } from '../components/JobCard';
import { SortPopover } from '@core/client/ui/SortPopover';
import { JobStatusTag } from '../components/StatusTag';
import { useLoad } from '@core/client/data/useLoad';
import { useDebounced } from '@core/client/ui/useDebounced';
import { useJobDecision } from '../components/useJobDecision';
import { JOB_SORTS } from '@schemas/job-review/jobPosts';
import { JOB_POST_STATUSES } from '../labels';
import type { Area, JobPost, PageOf } from '../types';

/** Job cards per page (spec 000 §9). */
const CARDS = 9;

/** All Job Postings (spec 000 §2): box or list view, filters, Sort, Reset, MC actions. */
export default function SeeAllJobPostingPage() {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const [view, setView] = useState<'box' | 'list'>('box');
  const [title, setTitle] = useState('');
  const [debounced, setDebounced] = useDebounced(title);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [workLocId, setWorkLocId] = useState<number | null>(null);
  const [sort, setSort] = useState('');
  const [areas, setAreas] = useState<Area[]>([]);
  const [page, setPage] = useState(1);
  const [tick, setTick] = useState(0);
  const decision = useJobDecision(() => setTick((n) => n + 1));

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
  // The call layer sends the selected programme: a new selection loads again.
  const key = JSON.stringify([filter, sort, s.programme?.cohortProgId, tick]);

  useEffect(() => setPage(1), [debounced, start, end, workLocId, sort]);

  // Box view: one page of cards; a newer filter or page overtakes an older request (useLoad).
  const { data: loadedBox, error: boxError } = useLoad(
    view === 'box'
      ? (signal) =>
          searchAllJobList(
            { ...filter, orderBy: sort },
            { page, pageSize: CARDS, startRow: (page - 1) * CARDS },
            signal,
          )
      : null,
    [view, key, page],
  );
  const box: PageOf<JobPost> | null = boxError ? { list: [], total: 0 } : (loadedBox ?? null);

  const fetchPage = useCallback(
    (p: PageRequest) => searchAllJobList({ ...filter, orderBy: sort }, { ...p, orderBy: p.orderBy ?? sort }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const reset = () => {
    setTitle('');
    setDebounced('');
    setStart('');
    setEnd('');
    setWorkLocId(null);
    setSort('');
  };

  const columns: DataGridColumn<JobPost>[] = [
    // First, so that it stays in view on narrow screens (the grid virtualises columns).
    {
      field: 'partnerId',
      header: t('col.action'),
      width: 165,
      fitContent: true,
      render: (r) => <JobActionMenu job={r} onDecide={decision.start} />,
    },
    { field: 'jobId', header: t('field.jobId'), sortKey: 'job_id', width: 100 },
    { field: 'progTitle', header: t('field.programme'), sortKey: 'prog_title', width: 200 },
    { field: 'jobTitle', header: t('field.jobTitle'), width: 220 },
    {
      field: 'jobPostStatus',
      header: t('field.jobPostStatus'),
      sortKey: 'job_post_status',
      width: 215,
      wrap: true,
      render: (r) => <JobStatusTag status={r.jobPostStatus} />,
    },
    { field: 'companyName', header: t('field.company'), sortKey: 'company_name', width: 180 },
    { field: 'workLocVal', header: t('field.workLocation'), sortKey: 'work_loc_val', width: 150 },
    {
      field: 'expCommenceDate',
      header: t('field.commenceDate'),
      sortKey: 'exp_commence_date',
      width: 140,
      render: (r) => formatDate(r.expCommenceDate),
    },
    {
      field: 'expEndDate',
      header: t('field.endDate'),
      sortKey: 'exp_end_date',
      width: 140,
      render: (r) => formatDate(r.expEndDate),
    },
    {
      field: 'lastApplyDate',
      header: t('field.deadline'),
      sortKey: 'last_apply_date',
      width: 150,
      render: (r) => formatDate(r.lastApplyDate),
    },
  ];

  const pages = box ? Math.ceil(box.total / CARDS) : 0;
  return (
    <div className="wil-page jr-page">
      <h1>{t('allJobs.title')}</h1>
      <div className="jr-toolbar">
        <SearchBox
          className="jr-filter"
          id="jr-job-search"
          label={t('allJobs.search')}
          value={title}
          onChange={setTitle}
          onEnter={() => setDebounced(title)}
        />
        <DateRangeFilter
          id="jr-range"
          className="jr-range"
          errorClassName="jr-error"
          label={t('filter.deadline')}
          texts={{
            from: t('filter.from'),
            to: t('filter.to'),
            startAfterEnd: t('filter.startAfterEnd'),
            endBeforeStart: t('filter.endBeforeStart'),
          }}
          start={start}
          end={end}
          onChange={(a, b) => {
            setStart(a);
            setEnd(b);
          }}
        />
        <WorkLocationSelect areas={areas} value={workLocId} onChange={setWorkLocId} />
        <div className="jr-toolbar-buttons">
          <SortPopover ns="job-review" options={JOB_SORTS} value={sort} onChange={setSort} />
          <ResetButton onClick={reset} />
          <ButtonGroup aria-label={t('allJobs.view')}>
            <Button
              icon="grid-view"
              active={view === 'box'}
              aria-pressed={view === 'box'}
              onClick={() => setView('box')}
            >
              {t('allJobs.box')}
            </Button>
            <Button icon="list" active={view === 'list'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
              {t('allJobs.list')}
            </Button>
          </ButtonGroup>
        </div>
      </div>

      {view === 'box' ? (
        !box ? (
          <Spinner aria-label={t('common.loading')} />
        ) : box.list.length === 0 ? (
          <NonIdealState icon="search" title={t('common.noRecord')} />
        ) : (
          <>
            <div className="jr-card-grid" data-testid="job-cards">
              {box.list.map((j) => (
                <JobCard key={j.jobId} job={j} actions={<JobActionMenu job={j} onDecide={decision.start} />} />
              ))}
            </div>
            {box.total > CARDS && (
              <nav className="wil-pager" aria-label={t('allJobs.pages')}>
                <span>{t('common.total', { total: box.total })}</span>
                <Button
                  variant="minimal"
                  icon="chevron-left"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                  aria-label={t('common.previous')}
                />
                <span>{t('common.page', { page, pages })}</span>
                <Button
                  variant="minimal"
                  icon="chevron-right"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                  aria-label={t('common.next')}
                />
              </nav>
            )}
          </>
        )
      ) : (
        <DataGrid label={t('allJobs.table')} columns={columns} fetchPage={fetchPage} reloadKey={key} />
      )}
      {decision.dialogs}
    </div>
  );
}
