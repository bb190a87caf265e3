import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Fault } from '../../../shared';
import { NumberText } from '../NumberText';
import { TURNITIN_CHECKS, type Values } from './assignmentValues';

/** Turnitin's check indicators and the small-match size, shown when the assignment uses Turnitin. */
export function TurnitinFields({
  value,
  set,
  small,
  setSmall,
  fault,
}: {
  value: Values;
  set: <K extends keyof Values>(k: K, v: Values[K]) => void;
  small: string;
  setSmall: (v: string) => void;
  fault: Fault | undefined;
}) {
  const { t } = useTranslation('modules');
  return (
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
        intent={fault ? 'danger' : 'none'}
        helperText={fault ? t(`rule.${fault}`) : undefined}
        className="mod-narrow"
      >
        <NumberText
          id="mod-assign-small"
          maxLength={2}
          value={small}
          intent={fault ? 'danger' : 'none'}
          aria-invalid={Boolean(fault)}
          onValueChange={(v) => setSmall(v.replace(/\D/g, ''))}
        />
      </FormGroup>
    </fieldset>
  );
}
