import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Fault } from '../../shared';

/** A labelled field of the area's forms: its rule's message (plugins/modules/shared) when at fault, else `help`. */
export function FaultGroup({
  id,
  label,
  required,
  fault,
  help,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  fault: Fault;
  help?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('modules');
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? t('common.required') : undefined}
      intent={fault ? 'danger' : 'none'}
      helperText={fault ? t(`rule.${fault}`) : help}
    >
      {children}
    </FormGroup>
  );
}
