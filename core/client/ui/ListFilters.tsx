import { useId, useState } from 'react';
import { Button, Checkbox, Classes, FormGroup, HTMLSelect, InputGroup, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRangeField, type RangeEnd } from './dates/DateRangeField';

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
  inline,
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
  /** The label beside the box rather than above it. */
  inline?: boolean;
}) {
  return (
    <FormGroup label={label} labelFor={id} className={className} inline={inline}>
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

/** A list filter of one numbered choice (a sub group, a supervisor): its first option, all, is null. */
export function NumberChoiceFilter({
  id,
  label,
  allText,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  allText: string;
  value: number | null;
  options: readonly { value: number; label: string }[];
  onChange: (v: number | null) => void;
  className?: string;
}) {
  return (
    <FormGroup label={label} labelFor={id} className={className}>
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      >
        <option value="">{allText}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
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
 * A date-range filter of the house lists (spec 000 §5, 002 §5 'Filter popovers'): Blueprint's
 * range input, typed and shown as DD MMM YYYY. A typed day that would put the start after the end
 * is refused with the spec's message for the end it was typed in; the range given to `onChange`
 * is never turned round. `id` prefixes the inputs' ids (`${id}-start`, `${id}-end`); the classes
 * are the area's.
 */
export function DateRangeFilter({
  id,
  label,
  start,
  end,
  onChange,
  texts: given,
  className,
  errorClassName,
}: {
  id: string;
  label: string;
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
  /** The area's own texts; by default the house lists' From, To and refusals. */
  texts?: { from: string; to: string; startAfterEnd: string; endBeforeStart: string };
  className?: string;
  errorClassName?: string;
}) {
  const { t } = useTranslation();
  const texts = given ?? {
    from: t('list.from'),
    to: t('list.to'),
    startAfterEnd: t('list.startAfterEnd'),
    endBeforeStart: t('list.endBeforeStart'),
  };
  // The refusal holds for the range it was made against: a new range (Reset) takes its message away.
  const [refusal, setRefusal] = useState<{ which: RangeEnd; start: string; end: string } | null>(null);
  const refused = refusal && refusal.start === start && refusal.end === end ? refusal.which : null;
  return (
    <fieldset className={className}>
      <legend>{label}</legend>
      <DateRangeField
        id={id}
        start={start}
        end={end}
        labels={{ start: texts.from, end: texts.to }}
        invalid={refused}
        onOverlap={(which) => setRefusal({ which, start, end })}
        onChange={(s, e) => {
          setRefusal(null);
          onChange(s, e);
        }}
      />
      {refused && (
        <p className={errorClassName} role="alert">
          {refused === 'end' ? texts.endBeforeStart : texts.startAfterEnd}
        </p>
      )}
    </fieldset>
  );
}
