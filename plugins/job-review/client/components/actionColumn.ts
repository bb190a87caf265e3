import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DataGridColumn } from '@core/client/ui/DataGrid';

/**
 * A list's Action column, as wide as its buttons. Lists put it first, so that it stays in view on
 * narrow screens (the grid virtualises columns).
 */
export const actionColumn = <T>(
  t: TFunction,
  field: keyof T & string,
  width: number,
  render: (row: T) => ReactNode,
): DataGridColumn<T> => ({ field, header: t('col.action'), width, fitContent: true, render });
