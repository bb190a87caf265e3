import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@core/client/ui/dates/DateField';
import type { ModuleDetail } from '../../types';
import { FaultGroup } from '../FaultGroup';
import { NumberText } from '../NumberText';
import { useParametersForm, type ParameterName, type ParametersFormState } from './useParametersForm';
import { SubmitForm } from '../SubmitForm';

/** The module's hours and dates (spec 002 §5 'Module parameters'). */
export function ParametersForm({ module: m, onSaved }: { module: ModuleDetail; onSaved: () => void }) {
  const { t } = useTranslation('modules');
  const f = useParametersForm(m, onSaved);
  const date = (name: ParameterName, id: string, label: string, required = false) => (
    <ParameterDate f={f} name={name} id={id} label={t(label)} required={required} />
  );
  return (
    <SubmitForm aria-labelledby="mod-params-form" onSubmit={() => void f.save()}>
      <h3 id="mod-params-form">{t('params.module')}</h3>
      <div className="mod-form-grid">
        <ParameterHours f={f} name="curriculum" id="mod-curriculum" label={t('field.curriculumHours')} />
        <ParameterHours f={f} name="other" id="mod-other" label={t('field.otherHours')} />
        {date('commence', 'mod-commence', 'field.commenceDate', true)}
        {date('end', 'mod-end', 'field.endDate', true)}
        {date('markDisplay', 'mod-mark-display', 'field.markDisplayDate')}
        {date('wpaDisplay', 'mod-wpa-display', 'field.wpaDisplayDate')}
        {date('wpaMarkDisplay', 'mod-wpa-mark-display', 'field.wpaMarkDisplayDate')}
      </div>
      <div className="mod-form-actions">
        <Button type="submit" intent="primary" icon="floppy-disk" loading={f.pending}>
          {t('params.saveModule')}
        </Button>
      </div>
    </SubmitForm>
  );
}

interface FieldProps {
  f: ParametersFormState;
  name: ParameterName;
  id: string;
  label: string;
}

function ParameterHours({ f, name, id, label }: FieldProps) {
  const fault = f.shown(name);
  return (
    <FaultGroup id={id} label={label} fault={fault}>
      <NumberText
        id={id}
        value={f.value[name]}
        maxLength={7}
        intent={fault ? 'danger' : 'none'}
        aria-invalid={Boolean(fault)}
        onValueChange={(v) => f.set(name, v)}
        onBlur={() => f.touch(name)}
      />
    </FaultGroup>
  );
}

function ParameterDate({ f, name, id, label, required }: FieldProps & { required: boolean }) {
  const fault = f.shown(name);
  return (
    <FaultGroup id={id} label={label} required={required} fault={fault}>
      <DateField
        id={id}
        value={f.value[name]}
        intent={fault ? 'danger' : 'none'}
        invalid={Boolean(fault)}
        required={required}
        // Each date re-validates the other (spec 002 §5).
        onChange={(v) => {
          f.set(name, v);
          if (required) f.touch('commence', 'end');
        }}
        onBlur={() => f.touch(name)}
      />
    </FaultGroup>
  );
}
