import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { withTheme, type ThemeProps } from '@rjsf/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps, WidgetProps, RegistryWidgetsType } from '@rjsf/utils';
import { DateField } from '../dates/DateField';

export interface Choice {
  value: string | number;
  label: string;
}

/** Label, input and the field's errors in a Blueprint FormGroup. */
function FieldTemplate({ id, label, children, rawErrors, hidden, schema }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const error = rawErrors?.[0];
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error}>
      {children}
    </FormGroup>
  );
}

/** The filters side by side, wrapping on narrow screens. */
function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div
      className="wil-form-grid"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 }}
    >
      {properties.map((p) => (
        <div key={p.name} className="wil-form-cell" hidden={p.hidden}>
          {p.content}
        </div>
      ))}
    </div>
  );
}

/**
 * Text input; `ui:options.alphanumeric` keeps only letters and digits (spec 001: the student ID
 * search input), numbers come back as numbers.
 */
function TextWidget({ id, value, onChange, onBlur, schema, options, disabled, readonly, placeholder }: WidgetProps) {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return (
    <InputGroup
      id={id}
      value={value === undefined || value === null ? '' : String(value)}
      inputMode={numeric ? 'numeric' : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      disabled={disabled || readonly}
      placeholder={placeholder}
      onBlur={() => onBlur(id, value)}
      onValueChange={(raw) => {
        let v: string | number | undefined = raw;
        if (options.alphanumeric) v = raw.replace(/[^A-Za-z0-9]/g, '');
        if (numeric) v = raw.trim() === '' ? undefined : /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw.trim()) : raw;
        onChange(v === '' ? undefined : v);
      }}
    />
  );
}

/** A day (format 'date'): the product's date field, YYYY-MM-DD in the form's data. */
function DateWidget({ id, value, onChange, onBlur, disabled, readonly }: WidgetProps) {
  return (
    <DateField
      id={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      onChange={(v) => onChange(v === '' ? undefined : v)}
      onBlur={() => onBlur(id, value)}
    />
  );
}

/** Dropdown; options from `ui:options.choices` (a named source) or the schema's enum. */
function SelectWidget({ id, value, onChange, schema, options, disabled }: WidgetProps) {
  const choices =
    (options.choices as Choice[] | undefined) ??
    ((schema.enum ?? []) as (string | number)[]).map((v) => ({ value: v, label: String(v) }));
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={disabled}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        onChange(raw === '' ? undefined : numeric ? Number(raw) : raw);
      }}
    >
      <option value="">{(options.allLabel as string | undefined) ?? ''}</option>
      {choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

export const blueprintWidgets: RegistryWidgetsType = {
  TextWidget,
  DateWidget,
  SelectWidget,
  choice: SelectWidget,
};

export const blueprintTheme: ThemeProps = {
  templates: { FieldTemplate, ObjectFieldTemplate },
  widgets: blueprintWidgets,
};

/** RJSF with the kernel's Blueprint theme; pass `validator={formValidator(schema)}` (precompiled: no eval). */
export const BlueprintForm = withTheme(blueprintTheme);
export { formValidator } from './validator';
