/** Input rules both the screens and the server apply (spec 000 §5), written once. */

// The email rule and the length limits are shared with the payload schemas, which import nothing.
export { EMAIL_PATTERN, isEmail, EMAIL_MAX, USER_CODE_MAX } from '@schemas/core/inputRules.js';

/** Forgot password: all whitespace is removed as the user types. */
export const stripWhitespace = (s: string) => s.replace(/\s+/g, '');

/** Code inputs: trimmed; letters, digits, underscore, hyphen and asterisk only; uppercased. */
export function codeInput(s: string, max: number): string {
  return s
    .trim()
    .replace(/[^A-Za-z0-9_*-]/g, '')
    .toUpperCase()
    .slice(0, max);
}

/** Message lists are split on semicolons and numbered (spec 000 §5). */
export function messageList(msg: string): string[] {
  const parts = msg
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts.map((p, i) => `${i + 1}. ${p}`) : parts;
}

/** The spec's number messages for a numeric input with optional bounds. */
export function numberMessage(value: string | number | null | undefined, min?: number, max?: number): string | null {
  if (value === null || value === undefined || value === '') return 'The value is required.';
  const n = Number(value);
  if (!Number.isFinite(n)) return 'The value is required.';
  if (max !== undefined && n > max) return `Value error, range cannot be greater than ${max}`;
  if (min !== undefined && n < min) return `Value error, range should be greater than ${min}`;
  if (min === undefined && n <= 0) return 'Value error, range should be greater than 0.';
  return null;
}

/** Identity-card number: length 15 or 18, region code, birth date, checksum (GB 11643). */
export function isIdentityCardNumber(id: string): boolean {
  const s = id.toUpperCase();
  if (!/^\d{15}$|^\d{17}[\dX]$/.test(s)) return false;
  if (!/^[1-8][0-7]/.test(s)) return false;
  const birth = s.length === 18 ? s.slice(6, 14) : `19${s.slice(6, 12)}`;
  const y = +birth.slice(0, 4),
    m = +birth.slice(4, 6),
    d = +birth.slice(6, 8);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  if (s.length === 15) return true;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = w.reduce((acc, wi, i) => acc + wi * Number(s[i]), 0);
  return '10X98765432'[sum % 11] === s[17];
}

/** Grade scale of spec 000 §5. */
export function grade(mark: number): string {
  const scale: [number, string][] = [
    [85, 'A'],
    [80, 'A-'],
    [75, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [55, 'C'],
    [50, 'C-'],
    [45, 'D+'],
    [40, 'D'],
  ];
  return scale.find(([min]) => mark >= min)?.[1] ?? 'F';
}
