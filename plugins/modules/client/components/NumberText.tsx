import { InputGroup, type InputGroupProps } from '@blueprintjs/core';

/** Keys a number field of the module area never takes (spec 002 §5: no minus sign, no 'e'). */
const REFUSED = new Set(['-', '+', 'e', 'E']);

/**
 * A decimal typed as text: the value stays what the user typed, so the rule can judge it (7
 * characters, 2 decimals), and the keys the spec refuses are not taken.
 */
export function NumberText({
  value,
  onValueChange,
  maxLength,
  ...props
}: Omit<InputGroupProps, 'onValueChange' | 'type'> & { value: string; onValueChange: (v: string) => void }) {
  return (
    <InputGroup
      {...props}
      inputMode="decimal"
      autoComplete="off"
      maxLength={maxLength}
      value={value}
      onKeyDown={(e) => {
        if (REFUSED.has(e.key)) e.preventDefault();
      }}
      onValueChange={(v) => onValueChange(v.replace(/[-+eE]/g, ''))}
    />
  );
}
