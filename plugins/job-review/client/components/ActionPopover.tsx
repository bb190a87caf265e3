import type { ReactNode } from 'react';
import { Button, Menu, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A row's Action button and its menu of `children` (spec 000 §2), both named by `label`. */
export function ActionPopover({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('job-review');
  return (
    <Popover placement="bottom-end" content={<Menu aria-label={label}>{children}</Menu>}>
      <Button size="small" intent="primary" endIcon="caret-down" aria-label={label}>
        {t('action.action')}
      </Button>
    </Popover>
  );
}
