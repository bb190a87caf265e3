import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { useCall } from '@core/client/data/useCall';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { wpaCalls } from '@schemas/wpa/calls';
import { updateOverrideWeight } from '../../calls';
import type { AcceptedWpa } from '../../types';
import { formatWeight } from '../../numbers';
import { overrideWeightError } from '../../../shared/formRules';
import { totalMark } from '../../../shared/marks';
import { useRuleMessage } from '../../rules';

/** The override as typed ('' when none: the default weight applies). */
export const typedWeight = (w: AcceptedWpa) => (w.overrideWeight === null ? '' : formatWeight(w.overrideWeight));

/**
 * Adjust Weighting's data (spec 001 §2/§4): the accepted WPAs read when the dialog opens, the
 * overrides and comment as typed, their faults, the total, and the save.
 */
export function useWeighting(isOpen: boolean, studentModuleId: number, onSaved: () => void) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const { run, pending } = useClickGuard();
  const { data, error } = useCall(wpaCalls.searchAllAccepted, isOpen ? { studentModuleId } : null);
  const [weights, setWeights] = useState<Record<number, string>>({});
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!data) return;
    setWeights(Object.fromEntries(data.list.map((w) => [w.wpaApplId, typedWeight(w)])));
    setComment(data.asComment ?? '');
    setTouched(false);
  }, [data]);

  const rows = data?.list ?? [];
  const faults = Object.fromEntries(rows.map((w) => [w.wpaApplId, overrideWeightError(weights[w.wpaApplId] ?? '')]));
  const override = (w: AcceptedWpa) => {
    const v = (weights[w.wpaApplId] ?? '').trim();
    return v === '' || faults[w.wpaApplId] ? null : Number(v);
  };
  // 001 §4/§9 with the area's arithmetic: adjusted = override weight × mark; total out of 100.
  const total = totalMark(rows.map((w) => ({ mark: w.mark, overrideWeight: override(w) })));
  const setWeight = (id: number, v: string) => setWeights((m) => ({ ...m, [id]: v }));

  const save = () =>
    run(async () => {
      setTouched(true);
      if (Object.values(faults).some(Boolean)) return;
      try {
        await updateOverrideWeight(
          studentModuleId,
          comment.trim(),
          rows.map((w) => ({
            wpaApplId: w.wpaApplId,
            overrideWeight: override(w),
            lastUpdatedDate: w.lastUpdatedDate,
          })),
        );
        void toast.success(t('rule.saved'));
        onSaved();
      } catch (e) {
        void toast.error(e instanceof ApiError ? message(e.message) : String(e));
      }
    });

  return {
    data,
    error,
    rows,
    weights,
    setWeight,
    faults,
    override,
    total,
    touched,
    comment,
    setComment,
    save,
    pending,
  };
}

export type Weighting = ReturnType<typeof useWeighting>;
