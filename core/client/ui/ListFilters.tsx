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
export function StatusFilter({
  label,
  codes,
  value,
  labelOf,
  onChange,
  className,
  listClassName,
}: {
  label: string;
  codes: readonly string[];
  value: readonly string[];
  labelOf: (code: string) => string;
  onChange: (v: string[]) => void;
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
