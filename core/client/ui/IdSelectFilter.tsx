import { FormGroup, HTMLSelect } from '@blueprintjs/core';

/** A list filter choosing one item by its numeric id, or all of them (null). */
export function IdSelectFilter({
  id,
  className,
  label,
  allText,
  value,
  options,
  onChange,
}: {
  id: string;
  className?: string;
  label: string;
  allText: string;
  value: number | null;
  options: { id: number; label: string | null | undefined }[];
  onChange: (value: number | null) => void;
}) {
  return (
    <FormGroup label={label} labelFor={id} className={className}>
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      >
        <option value="">{allText}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
