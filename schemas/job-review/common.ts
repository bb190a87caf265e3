/** Building blocks of the job-review payloads (spec 000 §7, §9); the shared ones are ../core/payloadParts.ts. */
import { id } from '../core/payloadParts.js';

export const progCode = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,20}$' } as const;
export const progCodeList = { type: ['array', 'null'], maxItems: 50, items: progCode } as const;
export const cohortYear = { type: ['integer', 'null'], minimum: 1990, maximum: 2200 } as const;
export const idList = { type: ['array', 'null'], maxItems: 200, items: id } as const;
export const codeList = {
  type: ['array', 'null'],
  maxItems: 50,
  items: { type: 'string', pattern: '^[A-Za-z0-9_]{1,60}$' },
} as const;
