import { Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Ind } from './assignmentValues';

/** A Y/N choice as two inline radios; the labels default to Yes and No. */
export function YesNo({
  id,
  label,
  value,
  onChange,
  labels = ['common.yes', 'common.no'],
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: Ind) => void;
  labels?: [string, string];
}) {
  const { t } = useTranslation('modules');
  return (
    <RadioGroup
      name={id}
      label={label}
      inline
      selectedValue={value}
      onChange={(e) => onChange(e.currentTarget.value as Ind)}
    >
      <Radio value="Y" label={t(labels[0])} />
      <Radio value="N" label={t(labels[1])} />
    </RadioGroup>
  );
}
