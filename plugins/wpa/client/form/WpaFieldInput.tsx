import type { ReactNode } from 'react';
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@core/client/ui/dates/DateField';

import type { WpaFieldDef } from './wpaFields';

/** One WPA form field of its definition (wpaFields.ts): a date, a text area or a one-line input. */
export function WpaFieldInput({
  def,
  name,
  id,
  value,
  error,
  required,
  note,
  maxLength,
  onChange,
}: {
  def: WpaFieldDef;
  /** The value's name (Part I's may differ from the definition's). */
  name: string;
  id: string;
  value: string;
  error: string | undefined;
  required: boolean;
  /** Shown under the field while it has no fault. */
  note?: ReactNode;
  maxLength: number | undefined;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation('wpa');
  const common = {
    id,
    value,
    intent: error ? ('danger' as const) : ('none' as const),
    'aria-invalid': Boolean(error),
    'aria-required': required,
  };
  return (
    <FormGroup
      className={def.kind === 'textarea' ? 'wpa-wide' : undefined}
      label={t(def.labelKey)}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error || note}
    >
      {def.kind === 'date' ? (
        <DateField
          id={common.id}
          value={common.value}
          intent={common.intent}
          invalid={Boolean(error)}
          required={required}
          onChange={(v) => onChange(name, v)}
        />
      ) : def.kind === 'textarea' ? (
        <TextArea
          {...common}
          fill
          rows={3}
          maxLength={maxLength}
          onChange={(e) => onChange(name, e.currentTarget.value)}
        />
      ) : (
        <InputGroup
          {...common}
          type={def.kind === 'email' ? 'email' : def.kind === 'phone' ? 'tel' : 'text'}
          inputMode={def.kind === 'hours' ? 'decimal' : undefined}
          maxLength={maxLength}
          onValueChange={(v) => onChange(name, v)}
        />
      )}
    </FormGroup>
  );
}
