import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DataGridProps } from './DataGrid';
import { useSeen } from './useSeen';

const Grid = lazy(async () => ({
  default: (await import('./DataGrid')).DataGrid as ComponentType<DataGridProps<unknown>>,
}));

/**
 * The house table (DataGrid) for a table below what a screen first paints (the home's
 * applications, a student's key documents): its code, and so its first page, are fetched when the
 * table comes near the viewport. AG Grid is most of the app's script; loading it with the screen
 * holds up the content in view (issues 18 and 35).
 */
export function LazyDataGrid<T>(props: DataGridProps<T>) {
  const { t } = useTranslation();
  const place = useRef<HTMLDivElement>(null);
  // A wide margin: the code is usually in before the table is scrolled into view.
  const seen = useSeen(place, '400px');
  if (!seen) return <div ref={place} className="wil-grid-placeholder" aria-busy="true" />;
  return (
    <Suspense fallback={<Spinner size={20} aria-label={t('common.loading')} />}>
      <Grid {...(props as DataGridProps<unknown>)} />
    </Suspense>
  );
}
