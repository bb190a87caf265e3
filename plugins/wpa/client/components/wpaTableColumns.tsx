import type { RecordColumn } from '@core/client/ui/tables/RecordTable';
import type { TFunction } from 'i18next';
import { formatHours, formatMark } from '../numbers';
import { periodOf } from '../period';

interface Placement {
  companyName?: string | null;
  periodStartDate?: string | null;
  periodEndDate?: string | null;
  wilHours?: number | null;
  mark?: number | null;
}

/** The columns the WPA tables share (a student module's WPAs, the weighting), by name. */
export function placementColumns(
  t: TFunction,
): Record<'company' | 'period' | 'hours' | 'mark', RecordColumn<Placement>> {
  return {
    company: { header: t('col.company'), cell: (w) => w.companyName },
    period: { header: t('col.period'), cell: periodOf },
    hours: { header: t('col.hours'), cell: (w) => formatHours(w.wilHours), numeric: true },
    mark: { header: t('col.mark'), cell: (w) => formatMark(w.mark), numeric: true },
  };
}
