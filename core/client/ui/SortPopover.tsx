import { Button, Menu, MenuItem, Popover, type PopoverProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * The house lists' Sort popover (spec 000 §2, 002 §2): one option at a time, each as
 * [label key in the caller's namespace `ns`, orderBy]; the button names the option on.
 */
export function SortPopover({
  ns,
  options,
  value,
  onChange,
  placement = 'bottom-start',
}: {
  ns: string;
  options: readonly (readonly [labelKey: string, field: string])[];
  value: string;
  onChange: (field: string) => void;
  placement?: PopoverProps['placement'];
}) {
  const { t } = useTranslation();
  const { t: label } = useTranslation(ns);
  const current = options.find(([, f]) => f === value);
  return (
    <Popover
      placement={placement}
      content={
        <Menu aria-label={t('list.sort')}>
          {options.map(([key, field]) => (
            <MenuItem
              key={field}
              text={label(key)}
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
        {current ? t('list.sortBy', { field: label(current[0]) }) : t('list.sort')}
      </Button>
    </Popover>
  );
}
