import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { useLoad } from '@core/client/data/useLoad';
import { ModuleCard } from '../components/ModuleCard';
import { Loading, NoModule } from '../components/NoModule';
import { StudentList } from '../components/StudentList';
import { loadModule } from '../moduleData';
import { moduleStorage } from '../moduleStorage';
import { useModuleRoles } from '../roles';
import '../modules.css';

/** The counters that lead here (spec 002 §2): the student list narrowed to one of them. */
export const STUDENT_LIST_STATUSES = ['overdueAssign', 'exemptedHours', 'noAcceptedWpa', 'completedWilHoursLess'];

/** /academic/moduleStudentList/{showStatus?} (spec 002 §2): the module's students, narrowed by the counter. */
export default function ModuleStudentListPage() {
  const { t } = useTranslation('modules');
  const { showStatus } = useParams();
  const location = useLocation();
  const roles = useModuleRoles();
  const cohortModuleId = moduleStorage.cohortModuleId();
  const { data: m, error } = useLoad(
    cohortModuleId
      ? (signal) => loadModule(cohortModuleId, roles.supervisorOnly ? roles.userId : undefined, signal)
      : null,
    [cohortModuleId, roles.supervisorOnly],
  );
  if (showStatus && !STUDENT_LIST_STATUSES.includes(showStatus)) return <NotFoundPage inShell />;
  if (!cohortModuleId) return <NoModule />;
  if (!m) return error ? <NoModule /> : <Loading />;
  const initialSupervisor = (location.state as { academicSupervisorUserId?: number } | null)?.academicSupervisorUserId;
  return (
    <div className="wil-page mod-page">
      <h1>{showStatus ? t(`studentList.${showStatus}`) : t('students.title')}</h1>
      <ModuleCard module={m} />
      <StudentList
        cohortModuleId={cohortModuleId}
        roles={roles}
        showStatus={showStatus}
        initialSupervisor={initialSupervisor}
      />
    </div>
  );
}
