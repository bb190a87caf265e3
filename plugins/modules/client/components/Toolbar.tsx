import { useId } from 'react';
import { Button, Checkbox, FormGroup, InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A search box that searches as one types (debounced by the caller) and on Enter. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  onEnter,
  alphanumeric,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  onEnter?: () => void;
  /** Keeps letters and digits only (a student ID). */
  alphanumeric?: boolean;
}) {
  return (
    <FormGroup label={label} labelFor={id} className="mod-filter mod-filter-wide">
      <InputGroup
        id={id}
        type="search"
        leftIcon="search"
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(alphanumeric ? v.replace(/[^A-Za-z0-9]/g, '') : v);
        }}
        onKeyDown={(e) => e.key === 'Enter' && onEnter?.()}
      />
    </FormGroup>
  );
}

/** The Sort popover (spec 002 §2): one option at a time, as [label key, orderBy]. */
export function SortPopover({
  options,
  value,
  onChange,
}: {
  options: [labelKey: string, field: string][];
  value: string;
  onChange: (field: string) => void;
}) {
  const { t } = useTranslation('modules');
  const current = options.find(([, f]) => f === value);
  return (
    <Popover
      placement="bottom-start"
      content={
        <Menu aria-label={t('sort.title')}>
          {options.map(([key, field]) => (
            <MenuItem
              key={field}
              text={t(key)}
              active={field === value}
              roleStructure="listoption"
              selected={field === value}
              onClick={() => onChange(field)}
            />
          ))}
        </Menu>
      }
    >
      <Button icon="sort" endIcon="caret-down">
        {current ? t('sort.by', { field: t(current[0]) }) : t('sort.title')}
      </Button>
    </Popover>
  );
}

export function ResetButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('modules');
  return (
    <Button icon="reset" onClick={onClick}>
      {t('filter.reset')}
    </Button>
  );
}

/** A list filter of statuses: none ticked means all. */
export function StatusFilter({
  label,
  codes,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  codes: readonly string[];
  value: readonly string[];
  labelOf: (code: string) => string;
  onChange: (v: string[]) => void;
}) {
  const { t } = useTranslation('modules');
  const summary =
    value.length === 0
      ? t('filter.all')
      : value.length === 1
        ? labelOf(value[0]!)
        : t('filter.chosen', { n: value.length });
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} className="mod-filter">
      <Popover
        placement="bottom-start"
        content={
          <fieldset className="mod-check-list">
            <legend className="bp6-text-muted">{label}</legend>
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
