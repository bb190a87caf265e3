import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { searchAppl } from '../calls';
import { ApplActionMenu } from '../components/ApplActionMenu';
import { ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { JobStatusTag } from '../components/StatusTag';
import { applDateAndStatusColumns } from '../components/applColumns';
import { useApplDecision } from '../components/useApplDecision';
import { useDebounced } from '@core/client/ui/useDebounced';
import { APPL_SORTS, JOB_APPL_STATUSES, studentName } from '../labels';
import type { JobApplication } from '../types';

/** All Student Applications (spec 000 §2). */
export default function StudentAllApplicationsPage() {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useDebounced(text);
  const [sort, setSort] = useState('');
  const [tick, setTick] = useState(0);
  const decision = useApplDecision(() => setTick((n) => n + 1));
  // The call layer sends the selected programme: a new selection loads again.
  const key = JSON.stringify([debounced.trim(), sort, s.programme?.cohortProgId, tick]);

  const fetchPage = useCallback(
    (p: PageRequest) =>
      searchAppl(
        { jobApplStatusList: [...JOB_APPL_STATUSES].filter((x) => x !== 'DRAFT'), keyword: debounced.trim() },
        { ...p, orderBy: p.orderBy ?? sort },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const columns: DataGridColumn<JobApplication>[] = [
    // First, so that it stays in view on narrow screens (the grid virtualises columns).
    {
      field: 'lastUpdatedDate',
      header: t('col.action'),
      width: 130,
      fitContent: true,
      render: (r) => <ApplActionMenu appl={r} onDecide={decision.start} />,
    },
    { field: 'jobApplId', header: t('col.jobApplId'), sortKey: 'job_appl_id', width: 130 },
    { field: 'jobId', header: t('field.jobId'), sortKey: 'job_id', width: 100 },
    { field: 'jobTitle', header: t('field.jobTitle'), sortKey: 'job_title', width: 200 },
    {
      field: 'jobPostStatus',
      header: t('field.jobPostStatus'),
      sortKey: 'job_post_status',
      width: 190,
      wrap: true,
      render: (r) => (r.jobPostStatus ? <JobStatusTag status={r.jobPostStatus} /> : null),
    },
    { field: 'studentAcctId', header: t('col.studentId'), sortKey: 'student_acct_id', width: 130 },
    {
      field: 'studentName',
      header: t('col.student'),
      sortKey: 'first_name',
      width: 170,
      render: (r) => studentName(r),
    },
    ...applDateAndStatusColumns(t, 180),
  ];

  return (
    <div className="wil-page jr-page">
      <h1>{t('allAppl.title')}</h1>
      <div className="jr-toolbar">
        <SearchBox
          className="jr-filter"
          id="jr-appl-search"
          label={t('allAppl.search')}
          value={text}
          onChange={setText}
          onEnter={() => setDebounced(text)}
        />
        <div className="jr-toolbar-buttons">
          <SortPopover ns="job-review" options={APPL_SORTS} value={sort} onChange={setSort} />
          <ResetButton
            onClick={() => {
              setText('');
              setDebounced('');
              setSort('');
            }}
          />
        </div>
      </div>
      <DataGrid
        label={t('allAppl.table')}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={key}
        onError={(e) => console.error(e)}
      />
      {decision.dialogs}
    </div>
  );
}
