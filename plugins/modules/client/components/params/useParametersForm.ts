import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDate } from '@core/client/format';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { updateCohortModule } from '../../calls';
import { errorText } from '../../errors';
import { hoursFault, moduleDateFaults, type Fault } from '../../../shared';
import type { ModuleDetail } from '../../types';

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const GUARD_MS = 1000;

/** The module's hours and dates as typed (spec 002 §5), their faults once touched, and the save. */
export function useParametersForm(m: ModuleDetail, onSaved: () => void) {
  const { t } = useTranslation('modules');
  const guard = useClickGuard(GUARD_MS);
  const [value, setValue] = useState({
    curriculum: text(m.curriculumHours),
    other: text(m.otherLearningTrainingHours),
    commence: isoDate(m.expectedCommenceDate),
    end: isoDate(m.expectedEndDate),
    markDisplay: isoDate(m.markDisplayDate),
    wpaDisplay: isoDate(m.wpaDisplayDate),
    wpaMarkDisplay: isoDate(m.wpaMarkDisplayDate),
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [lastUpdatedDate, setLastUpdatedDate] = useState(m.lastUpdatedDate);
  const dates = moduleDateFaults(value.commence, value.end);
  const faults: Record<string, Fault> = {
    curriculum: hoursFault(value.curriculum),
    other: hoursFault(value.other),
    commence: dates.commence,
    end: dates.end,
  };
  const shown = (name: string) => (touched[name] ? (faults[name] ?? null) : null);
  const touch = (...names: string[]) =>
    setTouched((x) => ({ ...x, ...Object.fromEntries(names.map((n) => [n, true])) }));
  const set = (name: keyof typeof value, v: string) => setValue((x) => ({ ...x, [name]: v }));

  const save = () => {
    touch(...Object.keys(faults));
    if (Object.values(faults).some(Boolean)) return;
    return guard.run(async () => {
      try {
        const saved = await updateCohortModule({
          cohortModuleId: m.cohortModuleId,
          // As typed: the server applies the same rules to the text (plugins/modules/shared).
          curriculumHours: value.curriculum.trim() === '' ? null : value.curriculum.trim(),
          otherLearningTrainingHours: value.other.trim() === '' ? null : value.other.trim(),
          expectedCommenceDate: value.commence,
          expectedEndDate: value.end,
          markDisplayDate: value.markDisplay || null,
          wpaDisplayDate: value.wpaDisplay || null,
          wpaMarkDisplayDate: value.wpaMarkDisplay || null,
          lastUpdatedDate,
        });
        setLastUpdatedDate(saved.lastUpdatedDate);
        void toast.success(t('common.saved'));
        onSaved();
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });
  };
  return { value, set, shown, touch, save, pending: guard.pending };
}

export type ParametersFormState = ReturnType<typeof useParametersForm>;
export type ParameterName = keyof ParametersFormState['value'];
