import { useTranslation } from 'react-i18next';
import { STUDENT_MODULE_STATUSES } from '../../labels';
import { newAsFault, newStatusFault, subGroupFault } from '../../../shared';
import { updateStudentModuleAS, updateStudentModuleGroup, updateStudentModuleStatus } from '../../calls';
import type { StudentModuleRow } from '../../types';
import { ChoiceDialog } from '../ChoiceDialog';
import { GROUPS } from './groups';
import type { StudentBulk } from './useStudentBulk';

/** The three bulk-change dialogs of the Student List (spec 002 §5): sub group, AS, status. */
export function StudentBulkDialogs({
  bulk,
  cohortModuleId,
  selected,
  academics,
}: {
  bulk: StudentBulk;
  cohortModuleId: number;
  selected: StudentModuleRow[];
  academics: readonly { userId: number; userName: string }[] | undefined;
}) {
  const { t } = useTranslation('modules');
  const { dialog, rule, apply } = bulk;
  const common = { count: selected.length, pending: bulk.pending, onClose: bulk.close };
  return (
    <>
      <ChoiceDialog
        {...common}
        isOpen={dialog === 'group'}
        title={t('students.editGroup')}
        label={t('students.newGroup')}
        choices={GROUPS.map((g) => ({ value: String(g), label: String(g) }))}
        check={(v) => rule(subGroupFault(v === '' ? null : Number(v)))}
        onConfirm={(v) => void apply(() => updateStudentModuleGroup(cohortModuleId, Number(v), selected))}
      />
      <ChoiceDialog
        {...common}
        isOpen={dialog === 'as'}
        title={t('students.assignAs')}
        label={t('students.newAs')}
        choices={(academics ?? []).map((a) => ({ value: String(a.userId), label: a.userName }))}
        check={(v) => rule(newAsFault(v === '' ? null : Number(v)))}
        onConfirm={(v) => void apply(() => updateStudentModuleAS(cohortModuleId, Number(v), selected))}
      />
      <ChoiceDialog
        {...common}
        isOpen={dialog === 'status'}
        title={t('students.changeStatus')}
        label={t('students.newStatus')}
        choices={STUDENT_MODULE_STATUSES.map((c) => ({
          value: c,
          label: t(`studentStatus.${c}`, { defaultValue: c }),
        }))}
        check={(v) => rule(newStatusFault(v))}
        onConfirm={(v) => void apply(() => updateStudentModuleStatus(cohortModuleId, v, selected))}
      />
    </>
  );
}
