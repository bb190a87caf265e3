import { useState } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { searchAllJobList } from '../calls';
import { useJobDecision } from '../components/useJobDecision';
import { JobBoxView } from '../allJobs/JobBoxView';
import { JobListToolbar } from '../allJobs/JobListToolbar';
import { jobColumns } from '../allJobs/jobColumns';
import { useJobFilters } from '../allJobs/useJobFilters';

/** All Job Postings (spec 000 §2): box or list view, filters, Sort, Reset, MC actions. */
export default function SeeAllJobPostingPage() {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const [view, setView] = useState<'box' | 'list'>('box');
  const f = useJobFilters();
  const [tick, setTick] = useState(0);
  const decision = useJobDecision(() => setTick((n) => n + 1));
  // The call layer sends the selected programme: a new selection loads again.
  const key = JSON.stringify([f.filter, f.sort, s.programme?.cohortProgId, tick]);
  const fetchPage = (p: PageRequest, signal?: AbortSignal) =>
    searchAllJobList({ ...f.filter, orderBy: f.sort }, { ...p, orderBy: p.orderBy ?? f.sort }, signal);

  const viewButtons = (
    <ButtonGroup aria-label={t('allJobs.view')}>
      <Button icon="grid-view" active={view === 'box'} aria-pressed={view === 'box'} onClick={() => setView('box')}>
        {t('allJobs.box')}
      </Button>
      <Button icon="list" active={view === 'list'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
        {t('allJobs.list')}
      </Button>
    </ButtonGroup>
  );

  return (
    <div className="wil-page jr-page">
      <h1>{t('allJobs.title')}</h1>
      <JobListToolbar f={f} extra={viewButtons} />
      {view === 'box' ? (
        <JobBoxView f={f} onDecide={decision.start} />
      ) : (
        <DataGrid
          label={t('allJobs.table')}
          columns={jobColumns(t, decision.start)}
          fetchPage={fetchPage}
          reloadKey={key}
        />
      )}
      {decision.dialogs}
    </div>
  );
}
