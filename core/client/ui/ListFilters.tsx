import { useId } from 'react';
import { Button, Checkbox, Classes, FormGroup, InputGroup, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A search box of the house lists: searches as one types (debounced by the caller) and on Enter. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  onEnter,
  alphanumeric,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  onEnter?: () => void;
  /** Keeps letters and digits only (a student ID). */
  alphanumeric?: boolean;
  maxLength?: number;
  className?: string;
}) {
  return (
    <FormGroup label={label} labelFor={id} className={className}>
      <InputGroup
        id={id}
        type="search"
        leftIcon="search"
        value={value}
        maxLength={maxLength}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(alphanumeric ? v.replace(/[^A-Za-z0-9]/g, '') : v);
        }}
        onKeyDown={(e) => e.key === 'Enter' && onEnter?.()}
      />
    </FormGroup>
  );
}

/** A list filter of codes (statuses) in a popover of check boxes: none ticked means all. */
export function StatusFilter<C extends string>({
  label,
  codes,
  value,
  labelOf,
  onChange,
  className,
  listClassName,
}: {
  label: string;
  codes: readonly C[];
  value: readonly C[];
  labelOf: (code: C) => string;
  onChange: (v: C[]) => void;
  className?: string;
  /** The check list's class (its padding and width are the area's). */
  listClassName?: string;
}) {
  const { t } = useTranslation();
  const summary =
    value.length === 0
      ? t('list.all')
      : value.length === 1
        ? labelOf(value[0]!)
        : t('list.chosen', { n: value.length });
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} className={className}>
      <Popover
        placement="bottom-start"
        content={
          <fieldset className={listClassName}>
            <legend className={Classes.TEXT_MUTED}>{label}</legend>
            {codes.map((c) => (
              <Checkbox
                key={c}
                label={labelOf(c)}
                checked={value.includes(c)}
                onChange={(e) => onChange(e.currentTarget.checked ? [...value, c] : value.filter((x) => x !== c))}
              />
            ))}
          </fieldset>
        }
      >
        <Button id={id} endIcon="caret-down" aria-label={`${label}: ${summary}`}>
          {summary}
        </Button>
      </Popover>
    </FormGroup>
  );
}

/** The Reset button of the house lists; `text` where an area words it otherwise. */
export function ResetButton({ onClick, text }: { onClick: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <Button icon="reset" onClick={onClick}>
      {text ?? t('list.reset')}
    </Button>
  );
}

/**
 * A date-range filter of the house lists (spec 000 §5, 002 §5 'Filter popovers'): the range is
 * wrong when the start is after the end, and the field changed last carries the message (the
 * start while none has been changed). `id` prefixes the fields' ids (`${id}-start`, `${id}-end`);
 * the texts and the classes are the area's.
 */
export function DateRangeFilter({
  id,
  label,
  start,
  end,
  lastChanged,
  onChange,
  texts,
  inline,
  className,
  fieldClassName,
  errorClassName,
}: {
  id: string;
  label: string;
  start: string;
  end: string;
  lastChanged: 'start' | 'end' | null;
  onChange: (start: string, end: string, changed: 'start' | 'end') => void;
  texts: { from: string; to: string; startAfterEnd: string; endBeforeStart: string };
  /** Labels beside their fields rather than above them. */
  inline?: boolean;
  className?: string;
  fieldClassName?: string;
  errorClassName?: string;
}) {
  const bad = Boolean(start && end && start > end);
  const endBad = bad && lastChanged === 'end';
  const startBad = bad && !endBad;
  return (
    <fieldset className={className}>
      <legend>{label}</legend>
      <FormGroup label={texts.from} labelFor={`${id}-start`} inline={inline} className={fieldClassName}>
        <InputGroup
          id={`${id}-start`}
          type="date"
          value={start}
          intent={startBad ? 'danger' : 'none'}
          aria-invalid={startBad}
          onChange={(e) => onChange(e.currentTarget.value, end, 'start')}
        />
      </FormGroup>
      <FormGroup label={texts.to} labelFor={`${id}-end`} inline={inline} className={fieldClassName}>
        <InputGroup
          id={`${id}-end`}
          type="date"
          value={end}
          intent={endBad ? 'danger' : 'none'}
          aria-invalid={endBad}
          onChange={(e) => onChange(start, e.currentTarget.value, 'end')}
        />
      </FormGroup>
      {bad && (
        <p className={errorClassName} role="alert">
          {endBad ? texts.endBeforeStart : texts.startAfterEnd}
        </p>
      )}
    </fieldset>
  );
}
