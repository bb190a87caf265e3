/**
 * Days as the spec writes them (000 §1: the en-au locale; §9: DD MMM YYYY on screen, YYYY-MM-DD
 * in payloads), without a date library: the public pages use these too, and stay small.
 */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A day's payload text (YYYY-MM-DD) of a Date's local day. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The day of a payload text (YYYY-MM-DD, the local midnight), or of an ISO moment; null for neither. */
export function dayDate(v: string | null | undefined): Date | null {
  if (!v) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** DD MMM YYYY ('01 Jun 2026'), the product's date in every language; '' for no date. */
export function dayText(v: string | Date | null | undefined): string {
  const d = v instanceof Date ? v : dayDate(v);
  return d ? `${pad(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()}` : '';
}

/** The month (1-12) an English month name or its start ('Jun', 'June', 'Sept') names, else 0. */
function monthOfName(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, '');
  if (n.length < 3) return 0;
  return MONTH_NAMES.findIndex((m) => m.startsWith(n)) + 1;
}

function validDay(y: number, m: number, d: number): string | false {
  if (m < 1 || m > 12 || d < 1 || y < 1000) return false;
  // Day 0 of the next month is the last of this one.
  if (d > new Date(y, m, 0).getDate()) return false;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The ways a day may be typed, each giving [year, month, day]. */
const READERS: { re: RegExp; ymd: (m: RegExpExecArray) => [number, number, number] }[] = [
  // Day first, as en-au writes it: 01/06/2026, 1-6-2026, 1.6.2026, 1 6 2026 (1 June).
  { re: /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/, ymd: (m) => [+m[3]!, +m[2]!, +m[1]!] },
  // The payload's own form, and 2026/6/1.
  { re: /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/, ymd: (m) => [+m[1]!, +m[2]!, +m[3]!] },
  // 01 Jun 2026, 1 June 2026, 1-Jun-2026.
  {
    re: /^(\d{1,2})[ \-/.]*([a-z]{3,9}\.?)[ ,\-/.]*(\d{4})$/i,
    ymd: (m) => [+m[3]!, monthOfName(m[2]!), +m[1]!],
  },
  // Jun 1, 2026 (a month name leaves no doubt about which number is the day).
  { re: /^([a-z]{3,9}\.?)[ \-/.]*(\d{1,2}),?[ \-/.]*(\d{4})$/i, ymd: (m) => [+m[3]!, monthOfName(m[1]!), +m[2]!] },
  // 2026年6月1日, as the Chinese interfaces write a date.
  { re: /^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?$/, ymd: (m) => [+m[1]!, +m[2]!, +m[3]!] },
];

/**
 * A typed day as its payload text: 'YYYY-MM-DD', null for nothing typed, false for text that is
 * no day. Numbers are read day first (en-au: 01/06/2026 is 1 June 2026).
 */
export function parseDay(text: string): string | null | false {
  const s = text.trim();
  if (s === '') return null;
  for (const { re, ymd } of READERS) {
    const m = re.exec(s);
    if (m) return validDay(...ymd(m));
  }
  return false;
}

/** Today as a date field holds it (YYYY-MM-DD, local). */
export const today = () => isoDay(new Date());
