import { useTranslation } from 'react-i18next';
import { modulePaths } from '../modulePaths';
import type { ModuleDetail } from '../types';
import { Counter } from './Counter';

/**
 * Module Summary's student counters (spec 002 §2); those that open the student list keep the
 * view's supervisor as its filter (`listState`).
 */
export function StudentCounters({
  m,
  listState,
}: {
  m: ModuleDetail;
  listState: { academicSupervisorUserId: number } | undefined;
}) {
  const { t } = useTranslation('modules');
  const listed = (label: string, value: number | null | undefined, show: string) => (
    <Counter label={t(label)} value={value} to={modulePaths.studentList(show)} state={listState} />
  );
  return (
    <section className="mod-counter-group" aria-labelledby="mod-counters-students">
      <h3 id="mod-counters-students">{t('counter.students')}</h3>
      <ul className="mod-counters">
        <Counter label={t('counter.enrolled')} value={m.enrolled} />
        <Counter label={t('counter.completedModule')} value={m.completedModuleCount} />
        {listed('counter.overdueAssign', m.overdueAssignStudentCount, 'overdueAssign')}
        {listed('counter.exemptedHours', m.exemptedHoursCount, 'exemptedHours')}
        {listed('counter.noAcceptedWpa', m.noAcceptedWpaStudentCount, 'noAcceptedWpa')}
        {/* Null while no area contributes the completed hours (the WPA area is off). */}
        {listed('counter.completedWilHoursLess', m.completedWilHoursLessCount ?? undefined, 'completedWilHoursLess')}
      </ul>
    </section>
  );
}
