/** The answer of every call (spec 000 §7): msg is 'SUCCESS' or a sentence a person can read. */
export interface Envelope<T = unknown> {
  msg: string;
  object: T | null;
  errorCode: ErrorCode | null;
}

export const SUCCESS = 'SUCCESS';

/** DOMAIN.md: the errorCode values every area shares. */
export const ERROR_CODES = [
  'VALIDATION',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_STATE',
  'TOKEN_EXPIRED',
  'OVERTIME',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'MAINTENANCE',
  // The database is away for a moment (restart, lost connection): try again shortly (issue 14).
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
