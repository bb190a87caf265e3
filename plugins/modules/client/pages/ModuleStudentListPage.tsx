import { NonIdealState } from '@blueprintjs/core';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { ModuleCard } from '../components/ModuleCard';
import { Loading, NoModule } from '../components/NoModule';
import { StudentList } from '../components/StudentList';
import { useModule } from '../moduleData';
import { useChosen } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
import { useModuleRoles } from '../roles';
import { STUDENT_SHOW_STATUSES } from '@schemas/modules/limits';
import type { ModuleDetail } from '../types';
import '../modules.css';

/** The counters that lead here (spec 002 §2): the student list narrowed to one of them. */
const isShowStatus = (s: string) => (STUDENT_SHOW_STATUSES as readonly string[]).includes(s);

/**
 * A list narrowed by another area's figure exists only while that area is on: the module's
 * answer carries the figure then (a contributed counter present, the '<50%' count not null).
 */
function available(showStatus: string, m: ModuleDetail) {
  if (showStatus === 'exemptedHours') return m.exemptedHoursCount !== undefined;
  if (showStatus === 'noAcceptedWpa') return m.noAcceptedWpaStudentCount !== undefined;
  if (showStatus === 'completedWilHoursLess') return m.completedWilHoursLessCount !== null;
  return true;
}

/** /academic/moduleStudentList/{showStatus?} (spec 002 §2): the module's students, narrowed by the counter. */
export default function ModuleStudentListPage() {
  const { t } = useTranslation('modules');
  const { showStatus } = useParams();
  const location = useLocation();
  const roles = useModuleRoles();
  const cohortModuleId = useChosen(modulesContract.choices.cohortModule);
  const { data: m, error } = useModule(cohortModuleId, roles.supervisorOnly ? roles.userId : undefined);
  if (showStatus && !isShowStatus(showStatus)) return <NotFoundPage inShell />;
  if (!cohortModuleId) return <NoModule />;
  if (!m) return error ? <NoModule /> : <Loading />;
  const initialSupervisor = (location.state as { academicSupervisorUserId?: number } | null)?.academicSupervisorUserId;
  return (
    <div className="wil-page mod-page">
      <h1>{showStatus ? t(`studentList.${showStatus}`) : t('students.title')}</h1>
      <ModuleCard module={m} />
      {showStatus && !available(showStatus, m) ? (
        <NonIdealState icon="info-sign" title={t('rule.listNotAvailable')} />
      ) : (
        <StudentList
          cohortModuleId={cohortModuleId}
          roles={roles}
          showStatus={showStatus}
          initialSupervisor={initialSupervisor}
        />
      )}
    </div>
  );
}
