import { useState } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCall } from '@core/client/data/useCall';
import { modulesCalls } from '@schemas/modules/calls';
import { useSession } from '@core/client/session/SessionContext';
import { useDebounced } from '@core/client/ui/useDebounced';
import { ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { ModuleListCard } from '../components/ModuleListCard';
import { MODULE_SORTS } from '../labels';
import { useModuleRoles } from '../roles';
import '../modules.css';

/** Module List (spec 002 §2): search, Sort, Reset and one card per module of the selected programme. */
export default function ModuleListPage() {
  const { t } = useTranslation('modules');
  const s = useSession();
  const roles = useModuleRoles();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useDebounced(text);
  const [sort, setSort] = useState('');
  // The call layer sends the selected programme; a new selection loads again.
  const cohortProgId = s.programme?.cohortProgId;
  const { data: modules, error } = useCall(
    modulesCalls.searchModule,
    cohortProgId
      ? {
          moduleName: debounced.trim(),
          orderBy: sort,
          // Spec 002 §6: an AS sends their own id (the server holds them to it anyway).
          academicSupervisorUserId: roles.supervisorOnly ? roles.userId : null,
        }
      : null,
    { keepPrevious: true },
  );

  const reset = () => {
    setText('');
    setDebounced('');
    setSort('');
  };

  return (
    <div className="wil-page mod-page">
      <h1>{t('list.title')}</h1>
      <div className="mod-toolbar">
        <SearchBox
          className="mod-filter mod-filter-wide"
          id="mod-module-search"
          label={t('list.search')}
          value={text}
          onChange={setText}
          onEnter={() => setDebounced(text)}
        />
        <div className="mod-toolbar-buttons">
          <SortPopover ns="modules" options={MODULE_SORTS} value={sort} onChange={setSort} />
          <ResetButton onClick={reset} />
        </div>
      </div>
      {!cohortProgId ? (
        <NonIdealState icon="learning" title={t('common.chooseProgramme')} />
      ) : !modules && !error ? (
        <Spinner aria-label={t('common.loading')} />
      ) : !modules?.length ? (
        <NonIdealState icon="search" title={t('common.noRecord')} />
      ) : (
        <ul className="mod-card-grid" aria-label={t('list.cards')}>
          {modules.map((m) => (
            <li key={m.cohortModuleId}>
              <ModuleListCard m={m} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
