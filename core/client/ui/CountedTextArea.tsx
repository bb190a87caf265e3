import { FormGroup, TextArea, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * A labelled text area with a maximum length and the characters left under it: the house's
 * 'n characters left' unless the caller words it otherwise (`charsLeft`, in its own namespace).
 */
export function CountedTextArea({
  id,
  label,
  max,
  rows,
  value,
  charsLeft,
  intent = 'none',
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  max: number;
  rows: number;
  value: string;
  charsLeft?: (n: number) => string;
  /** The form group's intent, e.g. danger while the value breaks the caller's rule. */
  intent?: Intent;
  disabled?: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const left = max - value.length;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={intent}
      helperText={charsLeft ? charsLeft(left) : t('common.charsLeft', { n: left })}
    >
      <TextArea
        id={id}
        fill
        rows={rows}
        maxLength={max}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormGroup>
  );
}
