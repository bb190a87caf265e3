import type { ErrorCode } from '@core/shared/envelope.js';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  OVERTIME: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** A refusal a handler or guard raises; the kernel turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorCode: ErrorCode,
    msg: string,
  ) {
    super(msg);
    this.status = STATUS[errorCode];
  }
}

export const validation = (msg: string) => new AppError('VALIDATION', msg);
export const forbidden = (msg = 'You are not allowed to do this.') => new AppError('FORBIDDEN', msg);
export const notFound = (msg = 'No record is found.') => new AppError('NOT_FOUND', msg);
export const conflict = (msg = 'This record was changed by someone else. Please reload it and try again.') =>
  new AppError('CONFLICT', msg);
