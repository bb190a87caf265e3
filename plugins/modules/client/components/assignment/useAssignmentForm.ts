import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { MODULE_LIMITS } from '@schemas/modules/limits';
import { errorText } from '../../errors';
import { updateAssign } from '../../calls';
import { assignmentFaults, type Fault } from '../../../shared';
import type { CohortModuleAssign } from '../../types';
import { valuesOf, type Values } from './assignmentValues';

/**
 * The assignment form's state: its values, the weighting and small-match texts as typed, the
 * faults by the rules the server applies (plugins/modules/shared), shown once Save was pressed.
 */
export function useAssignmentForm(
  cohortModuleId: number,
  assign: CohortModuleAssign | null,
  taken: number[],
  onSaved: () => void,
) {
  const { t } = useTranslation('modules');
  const free = Array.from({ length: MODULE_LIMITS.maxAssignments }, (_, i) => i + 1).filter((n) => !taken.includes(n));
  const [value, setValue] = useState<Values>(() => valuesOf(assign, cohortModuleId, free[0] ?? 1));
  const [weight, setWeight] = useState(assign?.assignWeight === null || !assign ? '' : String(assign.assignWeight));
  const [small, setSmall] = useState(
    assign?.excludeSmallMatches === null || !assign ? '' : String(assign.excludeSmallMatches),
  );
  const [touched, setTouched] = useState(false);
  const guard = useClickGuard(1000);
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValue((x) => ({ ...x, [k]: v }));

  // Spec 002 §5, by the rules the server applies (plugins/modules/shared).
  const all = assignmentFaults(
    { ...value, assignWeight: weight, excludeSmallMatches: value.turnitinReqInd === 'Y' ? small : null },
    taken,
  );
  const faults: Record<string, Fault> = {
    name: all.assignName ?? null,
    weight: all.assignWeight ?? null,
    small: all.excludeSmallMatches ?? null,
    seq: all.assignSeq ?? null,
  };
  const shown = (k: string) => (touched ? faults[k] : null);

  const save = () => {
    setTouched(true);
    if (Object.values(faults).some(Boolean)) return;
    return guard.run(async () => {
      try {
        await updateAssign({
          ...value,
          assignName: value.assignName.trim(),
          assignWeight: weight.trim(),
          excludeSmallMatches: value.turnitinReqInd === 'Y' && small.trim() ? small.trim() : null,
        });
        void toast.success(t('common.saved'));
        onSaved();
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });
  };
  return { free, value, setValue, set, weight, setWeight, small, setSmall, shown, save, pending: guard.pending };
}
