import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Slot, useChosen } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
import { Fact } from '../components/ModuleCard';
import { Loading, NoModule } from '../components/NoModule';
import { StatusTag } from '../components/StatusTag';
import { useStudentModule } from '../moduleData';
import { formatHours, formatMark, formatPercent } from '../numbers';
import { useModuleRoles } from '../roles';
import { studentName } from '../types';
import '../modules.css';

/**
 * The student summary (spec 002 §2): the student's module record, then each area's section
 * (this area's assignments, the WPA and key-document tables) through the studentSections slot.
 */
export default function ModuleStudentDetailPage() {
  const { t } = useTranslation('modules');
  const roles = useModuleRoles();
  const studentModuleId = useChosen(modulesContract.choices.studentModule);
  const { data: s, error } = useStudentModule(studentModuleId);
  if (!studentModuleId) return <NoModule student />;
  if (!s) return error ? <NoModule student /> : <Loading />;
  return (
    <div className="wil-page mod-page">
      <h1>{t('student.title')}</h1>
      <Card className="mod-card" aria-labelledby="mod-student-title">
        <div className="mod-card-head">
          <h2 id="mod-student-title">
            {studentName(s)} <span className="mod-muted">({s.studentAcctId})</span>
          </h2>
          <StatusTag kind="studentStatus" status={s.status} />
        </div>
        <dl className="mod-facts">
          <Fact label={t('field.module')} value={`${s.moduleCode} ${s.moduleName}`} />
          <Fact label={t('field.programme')} value={s.progTitle} />
          <Fact label={t('field.academicYear')} value={s.cohortYear} />
          <Fact label={t('field.moduleConvener')} value={s.moduleConvenerName} />
          <Fact label={t('field.assignedAs')} value={s.academicSupervisorUserName} />
          <Fact label={t('field.subGroup')} value={s.group} />
          <Fact label={t('field.curriculumHours')} value={formatHours(s.curriculumHours)} />
          <Fact label={t('field.otherHours')} value={formatHours(s.otherLearningTrainingHours)} />
          <Fact label={t('field.exemptedHours')} value={formatHours(s.exemptedHours)} />
          <Fact label={t('field.neededWilHours')} value={formatHours(s.neededWilHours)} />
          <Fact label={t('field.completedWilHours')} value={formatHours(s.completedWilHours)} />
          <Fact label={t('field.completedPercent')} value={formatPercent(s.completedHoursPercent)} />
          <Fact label={t('field.inProgressWpa')} value={s.inProgressWpaCount} />
          <Fact label={t('field.sentToIs')} value={s.sentToIsCount} />
          <Fact label={t('field.completedWpa')} value={s.completedWpaCount} />
          <Fact label={t('field.wpaMarks')} value={formatMark(s.wpaMarks)} />
          <Fact label={t('field.totalModuleMark')} value={formatMark(s.totalModuleMark)} />
          <Fact label={t('field.grade')} value={s.grade} />
        </dl>
      </Card>
      <Slot
        slot={modulesContract.slots.studentSections}
        props={{
          cohortModuleId: s.cohortModuleId,
          roleCodes: roles.roleCodes,
          studentModuleId,
        }}
      />
    </div>
  );
}
