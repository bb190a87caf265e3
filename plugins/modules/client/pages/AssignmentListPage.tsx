import { useEffect, useState } from 'react';
import { Card, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { useCall } from '@core/client/data/useCall';
import { useChosen } from '@core/client/extensions/Extensions';
import { modulesCalls } from '@schemas/modules/calls';
import { modulesContract } from '@schemas/modules/contract';
import { ASSIGN_SHOW_STATUSES } from '@schemas/modules/limits';
import { AssignListHeader } from '../components/assignList/AssignListHeader';
import { AssignListToolbar, useAssignListFilters } from '../components/assignList/AssignListToolbar';
import { AssignmentTab, TabTitle } from '../components/assignList/AssignmentTab';
import { Loading, NoModule } from '../components/NoModule';
import { useModule, useModuleChanged } from '../moduleData';
import { useModuleRoles } from '../roles';
import '../modules.css';

/** The counters that lead here (spec 002 §2); the server keeps their rows (§4: pending review is submitted, not marked). */
const isShowStatus = (s: string) => (ASSIGN_SHOW_STATUSES as readonly string[]).includes(s);

/**
 * Assignment list (spec 002 §2): the module's header, student search, Sort, Reset and a tab per
 * assignment; a submitted row opens the grading dialog.
 */
export default function AssignmentListPage() {
  const { t } = useTranslation('modules');
  const { showStatus } = useParams();
  const roles = useModuleRoles();
  const cohortModuleId = useChosen(modulesContract.choices.cohortModule);
  const asUserId = roles.supervisorOnly ? roles.userId : undefined;
  const { data: m, error } = useModule(cohortModuleId, asUserId, { keepPrevious: true });
  const moduleChanged = useModuleChanged();
  const assigns = useCall(modulesCalls.searchAssignList, cohortModuleId ? { cohortModuleId } : null).data;
  const f = useAssignListFilters();
  // A Module Summary chart's bar opens its assignment's tab (issue 38).
  const opened = (useLocation().state as { cohortModuleAssignId?: number } | null)?.cohortModuleAssignId;
  const [tab, setTab] = useState<number | null>(opened ?? null);
  useEffect(() => {
    if (assigns?.length && (tab === null || !assigns.some((a) => a.cohortModuleAssignId === tab)))
      setTab(assigns[0]!.cohortModuleAssignId);
  }, [assigns, tab]);

  if (showStatus && !isShowStatus(showStatus)) return <NotFoundPage inShell />;
  if (!cohortModuleId) return <NoModule />;
  if (!m) return error ? <NoModule /> : <Loading />;

  return (
    <div className="wil-page mod-page">
      <h1>{showStatus ? t(`assignmentList.${showStatus}`) : t('assignments.title')}</h1>
      <AssignListHeader m={m} />
      <Card className="mod-card">
        <AssignListToolbar f={f} />
        {!assigns ? (
          <Loading />
        ) : assigns.length === 0 ? (
          <NonIdealState icon="document" title={t('assignments.none')} />
        ) : (
          <Tabs
            id="mod-assign-tabs"
            selectedTabId={tab ?? undefined}
            onChange={(id) => setTab(Number(id))}
            renderActiveTabPanelOnly
            className="mod-tabs"
          >
            {assigns.map((a) => (
              <Tab
                key={a.cohortModuleAssignId}
                id={a.cohortModuleAssignId}
                title={<TabTitle assign={a} />}
                panel={
                  <AssignmentTab
                    assign={a}
                    filter={{
                      cohortModuleAssignId: a.cohortModuleAssignId,
                      showStatus,
                      assignStatusList: f.statuses,
                      withoutMarkFlag: 'N',
                      studentAcctId: f.debounced.trim(),
                    }}
                    sort={f.sort}
                    onGraded={moduleChanged}
                  />
                }
              />
            ))}
          </Tabs>
        )}
      </Card>
    </div>
  );
}
