import { useState } from 'react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { isoDate } from '@core/client/format';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { updateAssign } from '../calls';
import { MAX_ASSIGNMENTS, smallMatchesFault, type Fault } from '../rules';
import type { CohortModuleAssign } from '../types';
import { NumberText } from './NumberText';

type Ind = 'Y' | 'N';
const TURNITIN_CHECKS = [
  'storeStudentPaperInd',
  'checkStoredPaperInd',
  'checkInternetInd',
  'checkJournalsInd',
  'excludeBibliographyInd',
  'excludeQuotedMaterialInd',
] as const;
type Check = (typeof TURNITIN_CHECKS)[number];
/** Spec 002 §5: Use Turnitin Y sets these. */
const TURNITIN_DEFAULTS: Record<Check, Ind> = {
  storeStudentPaperInd: 'Y',
  checkStoredPaperInd: 'Y',
  checkInternetInd: 'Y',
  checkJournalsInd: 'Y',
  excludeBibliographyInd: 'N',
  excludeQuotedMaterialInd: 'N',
};

const blank = (cohortModuleId: number, seq: number): CohortModuleAssign => ({
  cohortModuleAssignId: null,
  cohortModuleId,
  assignSeq: seq,
  assignName: '',
  assignWeight: 0,
  assignDeadline: null,
  activeInd: 'Y',
  turnitinReqInd: 'N',
  ...TURNITIN_DEFAULTS,
  excludeSmallMatches: null,
});

/** One assignment of a module (spec 002 §5 'Assignment'): name, weighting, deadline, status, Turnitin. */
export function AssignmentForm({
  cohortModuleId,
  assign,
  taken,
  onCancel,
  onSaved,
}: {
  cohortModuleId: number;
  assign: CohortModuleAssign | null;
  /** Sequences the module's other assignments hold. */
  taken: number[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('modules');
  const free = Array.from({ length: MAX_ASSIGNMENTS }, (_, i) => i + 1).filter((n) => !taken.includes(n));
  const start = assign ?? blank(cohortModuleId, free[0] ?? 1);
  const [value, setValue] = useState<CohortModuleAssign>(start);
  const [weight, setWeight] = useState(assign ? String(assign.assignWeight) : '');
  const [small, setSmall] = useState(start.excludeSmallMatches === null ? '' : String(start.excludeSmallMatches));
  const [touched, setTouched] = useState(false);
  const guard = useClickGuard(1000);
  const set = <K extends keyof CohortModuleAssign>(k: K, v: CohortModuleAssign[K]) =>
    setValue((x) => ({ ...x, [k]: v }));

  const name = value.assignName.trim();
  const faults: Record<string, Fault> = {
    name: !name ? { key: 'rule.assignNameRequired' } : [...name].length > 50 ? { key: 'rule.assignNameMax' } : null,
    weight:
      weight.trim() === ''
        ? { key: 'rule.weightRequired' }
        : !/^\d{1,3}(\.\d{1,2})?$/.test(weight.trim()) || Number(weight) > 100
          ? { key: 'rule.weightRange' }
          : null,
    small: value.turnitinReqInd === 'Y' ? smallMatchesFault(small) : null,
  };
  const shown = (k: string) => (touched ? faults[k] : null);
  const msg = (f: Fault) => (f ? t(f.key, f.values) : undefined);

  const save = () =>
    guard.run(async () => {
      setTouched(true);
      if (Object.values(faults).some(Boolean)) return;
      try {
        await updateAssign({
          ...value,
          assignName: name,
          assignWeight: Number(weight),
          excludeSmallMatches: value.turnitinReqInd === 'Y' && small.trim() ? Number(small) : null,
        });
        void toast.success(t('common.saved'));
        onSaved();
      } catch (e) {
        void toast.error(e instanceof ApiError ? e.message : String(e));
      }
    });

  const yesNo = (id: string, label: string, v: string, onChange: (v: Ind) => void) => (
    <RadioGroup
      name={id}
      label={label}
      inline
      selectedValue={v}
      onChange={(e) => onChange(e.currentTarget.value as Ind)}
    >
      <Radio value="Y" label={t('common.yes')} />
      <Radio value="N" label={t('common.no')} />
    </RadioGroup>
  );

  return (
    <form
      aria-labelledby="mod-assign-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id="mod-assign-form">{assign ? t('params.editAssign') : t('params.addAssign')}</h3>
      <div className="mod-form-grid">
        <FormGroup label={t('field.assignSeq')} labelFor="mod-assign-seq" labelInfo={t('common.required')}>
          <HTMLSelect
            id="mod-assign-seq"
            fill
            value={value.assignSeq}
            disabled={Boolean(assign)}
            onChange={(e) => set('assignSeq', Number(e.currentTarget.value))}
          >
            {(assign ? [assign.assignSeq] : free).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('field.assignName')}
          labelFor="mod-assign-name"
          labelInfo={t('common.required')}
          intent={shown('name') ? 'danger' : 'none'}
          helperText={msg(shown('name')) ?? t('common.charsLeft', { n: 50 - [...value.assignName].length })}
        >
          <InputGroup
            id="mod-assign-name"
            autoFocus
            maxLength={50}
            value={value.assignName}
            intent={shown('name') ? 'danger' : 'none'}
            aria-invalid={Boolean(shown('name'))}
            onValueChange={(v) => set('assignName', v)}
          />
        </FormGroup>
        <FormGroup
          label={t('field.weighting')}
          labelFor="mod-assign-weight"
          labelInfo={t('common.required')}
          intent={shown('weight') ? 'danger' : 'none'}
          helperText={msg(shown('weight'))}
        >
          <NumberText
            id="mod-assign-weight"
            maxLength={6}
            value={weight}
            intent={shown('weight') ? 'danger' : 'none'}
            aria-invalid={Boolean(shown('weight'))}
            onValueChange={setWeight}
          />
        </FormGroup>
        <FormGroup label={t('field.deadline')} labelFor="mod-assign-deadline">
          <InputGroup
            id="mod-assign-deadline"
            type="date"
            value={isoDate(value.assignDeadline)}
            onValueChange={(v) => set('assignDeadline', v || null)}
          />
        </FormGroup>
        {yesNo('mod-assign-active', t('field.assignStatus'), value.activeInd, (v) => set('activeInd', v))}
        {yesNo('mod-assign-turnitin', t('field.useTurnitin'), value.turnitinReqInd, (v) =>
          setValue((x) => ({ ...x, turnitinReqInd: v, ...(v === 'Y' ? TURNITIN_DEFAULTS : {}) })),
        )}
      </div>
      {value.turnitinReqInd === 'Y' && (
        <fieldset className="mod-fieldset">
          <legend>{t('params.turnitin')}</legend>
          <div className="mod-check-grid">
            {TURNITIN_CHECKS.map((c) => (
              <Checkbox
                key={c}
                label={t(`turnitin.${c}`)}
                checked={value[c] === 'Y'}
                onChange={(e) => set(c, e.currentTarget.checked ? 'Y' : 'N')}
              />
            ))}
          </div>
          <FormGroup
            label={t('turnitin.excludeSmallMatches')}
            labelFor="mod-assign-small"
            intent={shown('small') ? 'danger' : 'none'}
            helperText={msg(shown('small'))}
            className="mod-narrow"
          >
            <NumberText
              id="mod-assign-small"
              maxLength={2}
              value={small}
              intent={shown('small') ? 'danger' : 'none'}
              aria-invalid={Boolean(shown('small'))}
              onValueChange={(v) => setSmall(v.replace(/\D/g, ''))}
            />
          </FormGroup>
        </fieldset>
      )}
      <div className="mod-form-actions">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" intent="primary" icon="floppy-disk" loading={guard.pending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
