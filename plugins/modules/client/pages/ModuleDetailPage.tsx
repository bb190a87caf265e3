import { lazy, Suspense, useState } from 'react';
import { Button, Card, SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ChartSlot } from '@core/client/charts/ChartSlot';
import { Slot, useChosen } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
import { ModuleCard } from '../components/ModuleCard';
import { Loading, NoModule } from '../components/NoModule';
import { StudentCounters } from '../components/StudentCounters';
import { StudentList } from '../components/StudentList';
import { useModule, useModuleChanged } from '../moduleData';
import { useModuleRoles } from '../roles';
import '../modules.css';

const ModuleParameterDialog = lazy(() => import('../components/ModuleParameterDialog'));

type View = 'module' | 'studentAssigned';

/**
 * Module Summary (spec 002 §2): the module card, the areas' buttons and counters (slots), the
 * statistics for the module or the caller's students, the Student List, the parameter dialog.
 */
export default function ModuleDetailPage() {
  const { t } = useTranslation('modules');
  const roles = useModuleRoles();
  const cohortModuleId = useChosen(modulesContract.choices.cohortModule);
  // Spec 002 §6: the MC toggles the view; an AS always sees their own students' figures.
  const [view, setView] = useState<View>(roles.supervisorOnly ? 'studentAssigned' : 'module');
  const [editing, setEditing] = useState(false);
  const asUserId = view === 'studentAssigned' || roles.supervisorOnly ? roles.userId : undefined;
  const { data: m, error } = useModule(cohortModuleId, asUserId, { keepPrevious: true });
  const changed = useModuleChanged();
  if (!cohortModuleId || error?.errorCode === 'NOT_FOUND') return <NoModule />;
  if (!m) return error ? <NoModule /> : <Loading />;

  const slotProps = { cohortModuleId, roleCodes: roles.roleCodes };
  // Counters that open the student list keep the view's supervisor as its filter.
  const listState = asUserId ? { academicSupervisorUserId: asUserId } : undefined;
  return (
    <div className="wil-page mod-page">
      <h1>{t('detail.title')}</h1>
      <ModuleCard
        module={m}
        actions={
          roles.convener && (
            <Button icon="cog" intent="primary" onClick={() => setEditing(true)}>
              {t('params.open')}
            </Button>
          )
        }
      />
      <div className="mod-actions mod-summary-actions" role="group" aria-label={t('detail.areas')}>
        <Slot slot={modulesContract.slots.summaryActions} props={slotProps} />
      </div>
      <Card className="mod-card" aria-labelledby="mod-statistics">
        <div className="mod-card-head">
          <h2 id="mod-statistics">{t('detail.statistics')}</h2>
          {roles.convener && (
            <SegmentedControl
              aria-label={t('detail.view')}
              value={view}
              onValueChange={(v) => setView(v as View)}
              options={[
                { value: 'module', label: t('detail.viewModule') },
                { value: 'studentAssigned', label: t('detail.viewAssigned') },
              ]}
            />
          )}
        </div>
        <div className="mod-counter-groups">
          <StudentCounters m={m} listState={listState} />
          {/* Each area's counters, a group of its own (assignments, WPAs). */}
          <Slot slot={modulesContract.slots.summaryCounters} props={{ ...slotProps, view }} />
        </div>
      </Card>
      <ChartSlot slot={modulesContract.slots.summaryCharts} props={{ ...slotProps, view }} title={t('charts.region')} />
      <StudentList cohortModuleId={cohortModuleId} roles={roles} onChanged={changed} />
      {editing && (
        <Suspense fallback={null}>
          <ModuleParameterDialog module={m} onClose={() => setEditing(false)} onSaved={changed} />
        </Suspense>
      )}
    </div>
  );
}
