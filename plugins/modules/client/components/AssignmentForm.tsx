import { useState } from 'react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@core/client/ui/dates/DateField';
import { errorText } from '../errors';
import { isoDate } from '@core/client/format';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { MODULE_LIMITS } from '@schemas/modules/limits';
import { updateAssign, type AssignPayload } from '../calls';
import { assignmentFaults, turnitinSettings, type Fault } from '../../shared';
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
/** The form's values: the assignment as saved, its sequence chosen. */
type Values = Omit<AssignPayload, 'assignWeight' | 'excludeSmallMatches'> & {
  assignSeq: number;
  assignName: string;
} & Record<Check | 'activeInd' | 'turnitinReqInd', Ind>;

const ind = (v: string | null | undefined): Ind => (v === 'Y' ? 'Y' : 'N');

const valuesOf = (a: CohortModuleAssign | null, cohortModuleId: number, seq: number): Values =>
  a
    ? {
        cohortModuleAssignId: a.cohortModuleAssignId,
        cohortModuleId,
        assignSeq: a.assignSeq,
        assignName: a.assignName,
        assignDeadline: a.assignDeadline,
        activeInd: a.activeInd === 'N' ? 'N' : 'Y',
        // The indicators as saved.
        turnitinReqInd: ind(a.turnitinReqInd),
        storeStudentPaperInd: ind(a.storeStudentPaperInd),
        checkStoredPaperInd: ind(a.checkStoredPaperInd),
        checkInternetInd: ind(a.checkInternetInd),
        checkJournalsInd: ind(a.checkJournalsInd),
        excludeBibliographyInd: ind(a.excludeBibliographyInd),
        excludeQuotedMaterialInd: ind(a.excludeQuotedMaterialInd),
        lastUpdatedDate: a.lastUpdatedDate,
      }
    : {
        cohortModuleAssignId: null,
        cohortModuleId,
        assignSeq: seq,
        assignName: '',
        assignDeadline: null,
        activeInd: 'Y',
        ...turnitinSettings({ turnitinReqInd: 'N' }),
        lastUpdatedDate: null,
      };

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
  const msg = (f: Fault) => (f ? t(`rule.${f}`) : undefined);

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

  const yesNo = (
    id: string,
    label: string,
    v: string,
    onChange: (v: Ind) => void,
    labels = ['common.yes', 'common.no'],
  ) => (
    <RadioGroup
      name={id}
      label={label}
      inline
      selectedValue={v}
      onChange={(e) => onChange(e.currentTarget.value as Ind)}
    >
      <Radio value="Y" label={t(labels[0]!)} />
      <Radio value="N" label={t(labels[1]!)} />
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
        <FormGroup
          label={t('field.assignSeq')}
          labelFor="mod-assign-seq"
          labelInfo={t('common.required')}
          intent={shown('seq') ? 'danger' : 'none'}
          helperText={msg(shown('seq'))}
        >
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
          helperText={
            msg(shown('name')) ?? t('common.charsLeft', { n: MODULE_LIMITS.assignNameMax - value.assignName.length })
          }
        >
          <InputGroup
            id="mod-assign-name"
            autoFocus
            maxLength={MODULE_LIMITS.assignNameMax}
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
          <DateField
            id="mod-assign-deadline"
            value={isoDate(value.assignDeadline)}
            onChange={(v) => set('assignDeadline', v || null)}
          />
        </FormGroup>
        {yesNo('mod-assign-active', t('field.assignStatus'), value.activeInd, (v) => set('activeInd', v), [
          'activeInd.Y',
          'activeInd.N',
        ])}
        {yesNo('mod-assign-turnitin', t('field.useTurnitin'), value.turnitinReqInd, (v) =>
          setValue((x) =>
            v === 'Y' ? { ...x, ...turnitinSettings({ turnitinReqInd: 'Y' }) } : { ...x, turnitinReqInd: 'N' },
          ),
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
