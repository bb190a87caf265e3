import type { ReactNode } from 'react';
import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

/** One choice of an OptionSelect. */
export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

/** A dropdown whose first option, `emptyText`, stands for none chosen (or all) and has the value ''. */
export function OptionSelect({
  emptyText,
  options,
  ...select
}: Omit<HTMLSelectProps, 'options'> & { emptyText: string; options: readonly SelectOption[] }) {
  return (
    <HTMLSelect {...select}>
      <option value="">{emptyText}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** A numbered option's value as chosen: null for the empty first option. */
export const chosenNumber = (value: string) => (value === '' ? null : Number(value));
