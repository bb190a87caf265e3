/** Building blocks of the job-review payloads (spec 000 §7, §9). */

export const progCode = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,20}$' } as const;
export const progCodeList = { type: ['array', 'null'], maxItems: 50, items: progCode } as const;
export const cohortYear = { type: ['integer', 'null'], minimum: 1990, maximum: 2200 } as const;
export const page = { type: ['integer', 'null'], minimum: 1, maximum: 100000 } as const;
export const pageSize = { type: ['integer', 'null'], minimum: 1, maximum: 100 } as const;
export const startRow = { type: ['integer', 'null'], minimum: 0, maximum: 10000000 } as const;
/** A snake_case column of the call's allow-list, optionally followed by ' DESC' (checked by the service). */
export const orderBy = { type: ['string', 'null'], maxLength: 60 } as const;
export const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
/** YYYY-MM-DD, optionally with a time part (a date picker may send a full ISO string). */
export const date = {
  type: ['string', 'null'],
  pattern: '^(\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?)?$',
} as const;
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const idOrNull = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
export const idList = { type: ['array', 'null'], maxItems: 200, items: id } as const;
export const codeList = {
  type: ['array', 'null'],
  maxItems: 50,
  items: { type: 'string', pattern: '^[A-Za-z0-9_]{1,60}$' },
} as const;
export const yn = { type: ['string', 'null'], enum: ['Y', 'N', null] } as const;
/** The concurrency token as the server sent it (an ISO timestamp). */
export const timestamp = { type: 'string', minLength: 10, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}' } as const;
