import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox, StatusFilter } from '@core/client/ui/ListFilters';
import { ListFilterBar } from '@core/client/ui/lists/ListFilterBar';
import { useDebounced } from '@core/client/ui/useDebounced';
import { ASSIGN_STATUSES } from '../../labels';
import { MOD_FILTER_LOOK } from '../filterLook';

const SORTS: [string, string][] = [
  ['sort.studentId', 'student_acct_id'],
  ['sort.studentName', 'student_name'],
  ['sort.submittedDate', 'submitted_date'],
  ['sort.marks', 'assign_marks'],
  ['sort.status', 'status'],
];

/** The Assignment list's filters (spec 002 §2): the student searched as one types, statuses, sort. */
export function useAssignListFilters() {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useDebounced(search);
  const [sort, setSort] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  const reset = () => {
    setSearch('');
    setDebounced('');
    setSort('');
    setStatuses([]);
  };
  return { search, setSearch, debounced, setDebounced, sort, setSort, statuses, setStatuses, reset };
}

/** The Assignment list's toolbar: student search, statuses, Sort and Reset. */
export function AssignListToolbar({ f }: { f: ReturnType<typeof useAssignListFilters> }) {
  const { t } = useTranslation('modules');
  return (
    <ListFilterBar
      look={MOD_FILTER_LOOK}
      sort={{ ns: 'modules', options: SORTS, value: f.sort, onChange: f.setSort }}
      onReset={f.reset}
    >
      <SearchBox
        className="mod-filter mod-filter-wide"
        id="mod-assign-search"
        label={t('assignments.search')}
        value={f.search}
        onChange={f.setSearch}
        onEnter={() => f.setDebounced(f.search)}
      />
      <StatusFilter
        label={t('field.status')}
        codes={ASSIGN_STATUSES}
        value={f.statuses}
        labelOf={(c) => t(`assignStatus.${c}`, { defaultValue: c })}
        onChange={f.setStatuses}
      />
    </ListFilterBar>
  );
}
