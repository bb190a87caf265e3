import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The Sort popover of the job and application lists (spec 000 §2, options of §9). */
export function SortPopover({
  options,
  value,
  onChange,
}: {
  options: [labelKey: string, field: string][];
  value: string;
  onChange: (field: string) => void;
}) {
  const { t } = useTranslation('job-review');
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
