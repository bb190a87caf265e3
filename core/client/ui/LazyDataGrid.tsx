import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DataGridProps } from './DataGrid';

const Grid = lazy(async () => ({
  default: (await import('./DataGrid')).DataGrid as ComponentType<DataGridProps<unknown>>,
}));

/**
 * The house table (DataGrid), its code fetched when it first shows instead of with the screen:
 * for a table below what a screen first paints (the home's applications). AG Grid is most of the
 * app's script; loading and starting it with the screen holds up the content in view (issue 18).
 */
export function LazyDataGrid<T>(props: DataGridProps<T>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner size={20} aria-label={t('common.loading')} />}>
      <Grid {...(props as DataGridProps<unknown>)} />
    </Suspense>
  );
}
