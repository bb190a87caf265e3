import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Counter } from '../Counter';
import { Fact, ModuleCardHead, ModuleScheduleFacts } from '../ModuleCard';
import { modulePaths } from '../../modulePaths';
import type { ModuleDetail } from '../../types';

/** The Assignment list's module header (spec 002 §2): its parameters, statistics and pending counters. */
export function AssignListHeader({ m }: { m: ModuleDetail }) {
  const { t } = useTranslation('modules');
  return (
    <Card className="mod-card" aria-labelledby="mod-module-title">
      <ModuleCardHead module={m} />
      <div className="mod-header-grid">
        <section aria-labelledby="mod-h-params">
          <h3 id="mod-h-params">{t('assignments.parameters')}</h3>
          <dl className="mod-facts mod-facts-compact">
            <Fact label={t('field.academicYear')} value={m.cohortYear} />
            <ModuleScheduleFacts module={m} />
          </dl>
        </section>
        <section aria-labelledby="mod-h-stats">
          <h3 id="mod-h-stats">{t('assignments.statistics')}</h3>
          <ul className="mod-counters">
            <Counter label={t('counter.enrolled')} value={m.enrolled} />
            <Counter label={t('counter.completedModule')} value={m.completedModuleCount} />
            <Counter label={t('counter.overdueAssign')} value={m.overdueAssignStudentCount} />
          </ul>
        </section>
        <section aria-labelledby="mod-h-pending">
          <h3 id="mod-h-pending">{t('assignments.pending')}</h3>
          <ul className="mod-counters">
            <Counter
              label={t('counter.pendingReview')}
              value={m.noMarksAssignCount}
              to={modulePaths.assignmentList('pendingReview')}
            />
            <Counter
              label={t('counter.overdue')}
              value={m.overdueAssignCount}
              to={modulePaths.assignmentList('overdue')}
            />
          </ul>
        </section>
      </div>
    </Card>
  );
}
