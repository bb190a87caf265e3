import { formatDate } from '@core/client/format';

/** A placement period as the WPA tables show it: DD MMM YYYY – DD MMM YYYY. */
export function periodOf(w: { periodStartDate?: string | null; periodEndDate?: string | null }) {
  return `${formatDate(w.periodStartDate)} – ${formatDate(w.periodEndDate)}`;
}
