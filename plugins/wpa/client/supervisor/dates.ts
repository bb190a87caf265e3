/**
 * Dates as the staff screens show them (core/client/format.ts: 'DD MMM YYYY', with the time
 * 'HH:mm'), written without dayjs: the supervisor's page stays within the public pages' budget.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A day ('YYYY-MM-DD', taken as a local day) or a moment (ISO text), or null when it is neither. */
function dateOf(v: string | null | undefined): Date | null {
  if (!v) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function dayText(v: string | null | undefined): string {
  const d = dateOf(v);
  return d ? `${pad(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()}` : '';
}

export function momentText(v: string | null | undefined): string {
  const d = dateOf(v);
  return d ? `${dayText(v)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** Today as a date field holds it (YYYY-MM-DD, local). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
