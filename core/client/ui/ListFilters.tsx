import { useId, useState } from 'react';
import { Button, Checkbox, Classes, FormGroup, InputGroup, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRangeField, type RangeEnd } from './dates/DateRangeField';
import { chosenNumber, OptionSelect, type SelectOption } from './OptionSelect';
import { useListFilterLook } from './lists/listFilterLook';

// The filters' select serves dialogs too; they take it from here so that it travels in the filters'
// chunk, which /academic loads anyway (a file of its own cost a request: issue 35).
export { chosenNumber, OptionSelect, type SelectOption } from './OptionSelect';

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
  const look = useListFilterLook();
  return (
    <FormGroup label={label} labelFor={id} className={className ?? look?.filter} inline={inline}>
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
  const look = useListFilterLook();
  return (
    <FormGroup label={label} labelFor={id} className={className ?? look?.filter}>
      <Popover
        placement="bottom-start"
        content={
          <fieldset className={listClassName ?? look?.checkList}>
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

/** A list filter of one numbered choice (a sub group, a supervisor, a file type): its first option, all, is null. */
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
  options: readonly SelectOption[];
  onChange: (v: number | null) => void;
  className?: string;
}) {
  const look = useListFilterLook();
  return (
    <FormGroup label={label} labelFor={id} className={className ?? look?.filter}>
      <OptionSelect
        id={id}
        value={value ?? ''}
        emptyText={allText}
        options={options}
        onChange={(e) => onChange(chosenNumber(e.currentTarget.value))}
      />
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

type RangeText = 'from' | 'to' | 'startAfterEnd' | 'endBeforeStart';

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
  /** The area's own texts by key; by default the house lists' From, To and refusals. */
  texts?: (key: RangeText) => string;
  className?: string;
  errorClassName?: string;
}) {
  const { t } = useTranslation();
  const look = useListFilterLook();
  const text = given ?? ((key: RangeText) => t(`list.${key}`));
  // The refusal holds for the range it was made against: a new range (Reset) takes its message away.
  const [refusal, setRefusal] = useState<{ which: RangeEnd; start: string; end: string } | null>(null);
  const refused = refusal && refusal.start === start && refusal.end === end ? refusal.which : null;
  return (
    <fieldset className={className ?? look?.range}>
      <legend>{label}</legend>
      <DateRangeField
        id={id}
        start={start}
        end={end}
        labels={{ start: text('from'), end: text('to') }}
        invalid={refused}
        onOverlap={(which) => setRefusal({ which, start, end })}
        onChange={(s, e) => {
          setRefusal(null);
          onChange(s, e);
        }}
      />
      {refused && (
        <p className={errorClassName ?? look?.error} role="alert">
          {text(refused === 'end' ? 'endBeforeStart' : 'startAfterEnd')}
        </p>
      )}
    </fieldset>
  );
}
