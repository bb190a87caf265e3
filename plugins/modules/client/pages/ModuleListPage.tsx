import { useState } from 'react';
import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLoad } from '@core/client/data/useLoad';
import { useSession } from '@core/client/session/SessionContext';
import { searchModule } from '../calls';
import { useDebounced } from '@core/client/ui/useDebounced';
import { ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { StatusTag } from '../components/StatusTag';
import { MODULE_SORTS } from '../labels';
import { modulePaths } from '../modulePaths';
import { choose } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
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
  const { data: modules, error } = useLoad(
    cohortProgId
      ? (signal) =>
          searchModule(
            {
              moduleName: debounced.trim(),
              orderBy: sort,
              // Spec 002 §6: an AS sends their own id (the server holds them to it anyway).
              ...(roles.supervisorOnly ? { academicSupervisorUserId: roles.userId } : {}),
            },
            signal,
          )
      : null,
    [cohortProgId, debounced, sort, roles.supervisorOnly, roles.userId],
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
              <Card className="mod-module-card" interactive compact>
                <Link
                  to={modulePaths.detail}
                  className="mod-card-link"
                  onClick={() => choose(modulesContract.choices.cohortModule, m.cohortModuleId)}
                >
                  <span className="mod-card-code">{m.moduleCode}</span>
                  <span className="mod-card-name">{m.moduleName}</span>
                </Link>
                <dl className="mod-card-facts">
                  {m.progTitle && (
                    <div>
                      <dt>{t('field.programme')}</dt>
                      <dd>{m.progTitle}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('field.cohortYear')}</dt>
                    <dd>{m.cohortYear}</dd>
                  </div>
                  {m.enrolled !== undefined && (
                    <div>
                      <dt>{t('field.enrolled')}</dt>
                      <dd>{m.enrolled}</dd>
                    </div>
                  )}
                </dl>
                <StatusTag kind="moduleStatus" status={m.status} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
