import { useTranslation } from 'react-i18next';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { Counter } from '../components/Counter';
import { useModule } from '../moduleData';
import { modulePaths } from '../modulePaths';
import { useModuleRoles } from '../roles';

/** The assignment counters of the Module Summary statistics (spec 002 §2 and §3), for the view chosen. */
export default function AssignmentCounters({ cohortModuleId, view }: ModuleSummaryProps & { view: string }) {
  const { t } = useTranslation('modules');
  const roles = useModuleRoles();
  const asUserId = view === 'studentAssigned' || roles.supervisorOnly ? roles.userId : undefined;
  // The same answer as the screen's (moduleData.ts): no second call.
  const m = useModule(cohortModuleId, asUserId, { errors: 'silent', keepPrevious: true }).data;
  if (!m) return null;
  return (
    <section className="mod-counter-group" aria-labelledby="mod-counters-assignments">
      <h3 id="mod-counters-assignments">{t('assignments.title')}</h3>
      <ul className="mod-counters">
        <Counter label={t('counter.assignCount')} value={m.assignCount} />
        <Counter
          label={t('counter.pendingReview')}
          value={m.noMarksAssignCount}
          to={modulePaths.assignmentList('pendingReview')}
        />
        <Counter label={t('counter.overdue')} value={m.overdueAssignCount} to={modulePaths.assignmentList('overdue')} />
      </ul>
    </section>
  );
}
