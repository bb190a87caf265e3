import { FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A labelled text area with a maximum length and the characters left under it. */
export function CountedTextArea({
  id,
  label,
  max,
  rows,
  value,
  onChange,
}: {
  id: string;
  label: string;
  max: number;
  rows: number;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup label={label} labelFor={id} helperText={t('common.charsLeft', { n: max - value.length })}>
      <TextArea
        id={id}
        fill
        rows={rows}
        maxLength={max}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormGroup>
  );
}
