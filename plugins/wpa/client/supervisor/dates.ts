import { dayDate, dayText } from '@core/client/ui/dates/dayText';

export { dayText, today } from '@core/client/ui/dates/dayText';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the staff screens show it (core/client/format.ts: 'DD MMM YYYY HH:mm'), written
 * without dayjs: the supervisor's page stays within the public pages' budget.
 */
export function momentText(v: string | null | undefined): string {
  const d = dayDate(v);
  return d ? `${dayText(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}
