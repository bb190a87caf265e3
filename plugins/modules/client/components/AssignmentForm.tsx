import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@core/client/ui/dates/DateField';
import { isoDate } from '@core/client/format';
import { MODULE_LIMITS } from '@schemas/modules/limits';
import { turnitinSettings } from '../../shared';
import type { CohortModuleAssign } from '../types';
import { FaultGroup } from './FaultGroup';
import { NumberText } from './NumberText';
import { TurnitinFields } from './assignment/TurnitinFields';
import { useAssignmentForm } from './assignment/useAssignmentForm';
import { YesNo } from './assignment/YesNo';
import { SubmitForm } from './SubmitForm';

/** Sequence, name, weighting and deadline, each with its fault once Save was pressed. */
function AssignmentBasics({
  form: f,
  assign,
}: {
  form: ReturnType<typeof useAssignmentForm>;
  assign: CohortModuleAssign | null;
}) {
  const { t } = useTranslation('modules');
  const { value, set, shown } = f;
  return (
    <>
      <FaultGroup id="mod-assign-seq" label={t('field.assignSeq')} required fault={shown('seq')}>
        <HTMLSelect
          id="mod-assign-seq"
          fill
          value={value.assignSeq}
          disabled={Boolean(assign)}
          onChange={(e) => set('assignSeq', Number(e.currentTarget.value))}
        >
          {(assign ? [assign.assignSeq] : f.free).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </HTMLSelect>
      </FaultGroup>
      <FaultGroup
        id="mod-assign-name"
        label={t('field.assignName')}
        required
        fault={shown('name')}
        help={t('common.charsLeft', { n: MODULE_LIMITS.assignNameMax - value.assignName.length })}
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
      </FaultGroup>
      <FaultGroup id="mod-assign-weight" label={t('field.weighting')} required fault={shown('weight')}>
        <NumberText
          id="mod-assign-weight"
          maxLength={6}
          value={f.weight}
          intent={shown('weight') ? 'danger' : 'none'}
          aria-invalid={Boolean(shown('weight'))}
          onValueChange={f.setWeight}
        />
      </FaultGroup>
      <FormGroup label={t('field.deadline')} labelFor="mod-assign-deadline">
        <DateField
          id="mod-assign-deadline"
          value={isoDate(value.assignDeadline)}
          onChange={(v) => set('assignDeadline', v || null)}
        />
      </FormGroup>
    </>
  );
}

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
  const f = useAssignmentForm(cohortModuleId, assign, taken, onSaved);
  const { value, set, shown } = f;
  return (
    <SubmitForm aria-labelledby="mod-assign-form" onSubmit={() => void f.save()}>
      <h3 id="mod-assign-form">{assign ? t('params.editAssign') : t('params.addAssign')}</h3>
      <div className="mod-form-grid">
        <AssignmentBasics form={f} assign={assign} />
        <YesNo
          id="mod-assign-active"
          label={t('field.assignStatus')}
          value={value.activeInd}
          onChange={(v) => set('activeInd', v)}
          labels={['activeInd.Y', 'activeInd.N']}
        />
        <YesNo
          id="mod-assign-turnitin"
          label={t('field.useTurnitin')}
          value={value.turnitinReqInd}
          onChange={(v) =>
            f.setValue((x) =>
              v === 'Y' ? { ...x, ...turnitinSettings({ turnitinReqInd: 'Y' }) } : { ...x, turnitinReqInd: 'N' },
            )
          }
        />
      </div>
      {value.turnitinReqInd === 'Y' && (
        <TurnitinFields value={value} set={set} small={f.small} setSmall={f.setSmall} fault={shown('small')} />
      )}
      <div className="mod-form-actions">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" intent="primary" icon="floppy-disk" loading={f.pending}>
          {t('common.save')}
        </Button>
      </div>
    </SubmitForm>
  );
}
