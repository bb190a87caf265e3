import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { searchAppl } from '../calls';
import { SearchToolbar, useSearchText } from '../components/SearchToolbar';
import { allApplColumns } from '../components/applColumns';
import { useApplDecision } from '../components/useApplDecision';
import { APPL_SORTS, JOB_APPL_STATUSES } from '../labels';

/** All Student Applications (spec 000 §2). */
export default function StudentAllApplicationsPage() {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const search = useSearchText();
  const [sort, setSort] = useState('');
  const [tick, setTick] = useState(0);
  const decision = useApplDecision(() => setTick((n) => n + 1));
  // The call layer sends the selected programme: a new selection loads again.
  const key = JSON.stringify([search.query, sort, s.programme?.cohortProgId, tick]);

  const fetchPage = (p: PageRequest) =>
    searchAppl(
      { jobApplStatusList: [...JOB_APPL_STATUSES].filter((x) => x !== 'DRAFT'), keyword: search.query },
      { ...p, orderBy: p.orderBy ?? sort },
    );

  return (
    <div className="wil-page jr-page">
      <h1>{t('allAppl.title')}</h1>
      <SearchToolbar
        id="jr-appl-search"
        label={t('allAppl.search')}
        search={search}
        sort={{ ns: 'job-review', options: APPL_SORTS, value: sort, onChange: setSort }}
        onReset={() => setSort('')}
      />
      <DataGrid
        label={t('allAppl.table')}
        columns={allApplColumns(t, decision.start)}
        fetchPage={fetchPage}
        reloadKey={key}
        onError={(e) => console.error(e)}
      />
      {decision.dialogs}
    </div>
  );
}
