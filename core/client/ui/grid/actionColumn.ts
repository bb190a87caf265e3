import type { ReactNode } from 'react';
import type { DataGridColumn } from '../DataGrid';

/**
 * A row's actions column (a View, a Review, a menu): as wide as its buttons need, never narrower
 * than `width`, since their labels' length depends on the language (issue 35).
 */
export const actionColumn = <T>(
  field: keyof T & string,
  header: string,
  width: number,
  render: (row: T) => ReactNode,
): DataGridColumn<T> => ({ field, header, width, fitContent: true, render });
