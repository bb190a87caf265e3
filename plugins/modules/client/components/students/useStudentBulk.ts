import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { errorText } from '../../errors';
import { canChangeStatusOf, selectionFault, type Fault } from '../../../shared';
import type { ModuleRoles } from '../../roles';
import type { StudentModuleRow } from '../../types';

export type BulkDialog = 'group' | 'as' | 'status' | null;
export const GUARD_MS = 1000;

/**
 * The bulk changes of the chosen students (spec 002 §5): which dialog is open, the rules checked
 * before it opens, and one change applied under the click guard.
 */
export function useStudentBulk(roles: ModuleRoles, selected: StudentModuleRow[], onSaved: () => void) {
  const { t } = useTranslation('modules');
  const [dialog, setDialog] = useState<BulkDialog>(null);
  // In flight and a moment after (spec 000 §9's guard), short enough for a retry after a refusal.
  const guard = useClickGuard(GUARD_MS);
  const rule = (f: Fault) => (f ? t(`rule.${f}`) : null);

  const open = (d: Exclude<BulkDialog, null>) => {
    const none = selectionFault(selected);
    if (none) return void toast.error(rule(none)!);
    // Spec 002 §5, §6: only the assigned AS of every selected student.
    if (
      d === 'status' &&
      !canChangeStatusOf(
        roles,
        selected.map((r) => r.academicSupervisorUserId),
      )
    )
      return void toast.error(rule('notYourStudents')!);
    setDialog(d);
  };

  const apply = (change: () => Promise<unknown>) =>
    guard.run(async () => {
      try {
        await change();
        void toast.success(t('students.saved'));
        setDialog(null);
        onSaved();
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });

  return { dialog, close: () => setDialog(null), open, apply, rule, pending: guard.pending };
}

export type StudentBulk = ReturnType<typeof useStudentBulk>;
