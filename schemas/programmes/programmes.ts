/** Payloads of the programme pickers and the WIL programme setup calls (spec 001 §2, §5, §7). */
import { payload } from '../core/payloadParts.js';

const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  startRow: { type: 'integer', minimum: 0, default: 0 },
} as const;

const progCodeList = { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 20 } } as const;

/** Sort keys the programme picker accepts (spec: sortable by progCode and launch year). */
export const PROGRAMME_ORDER_BY = ['prog_code', 'prog_code DESC', 'launch_year', 'launch_year DESC'] as const;

export const searchProgrammeBody = payload({
  ...paging,
  progCodeList,
  /** The Programme Code search box: a part of a code (ILIKE), a filter like progTitle. */
  progCode: { type: 'string', maxLength: 20 },
  progTitle: { type: 'string', maxLength: 200 },
  deptId: { type: ['integer', 'null'], minimum: 1 },
  activeInd: { type: ['string', 'null'], enum: ['Y', 'N', '', null] },
  orderBy: { type: ['string', 'null'], enum: [...PROGRAMME_ORDER_BY, '', null] },
});

export const COHORT_PROGRAMME_ORDER_BY = [
  'dept_code',
  'dept_code DESC',
  'prog_code',
  'prog_code DESC',
  'prog_title',
  'prog_title DESC',
  'cohort_year',
  'cohort_year DESC',
] as const;

export const searchCohortProgrammeBody = payload({
  ...paging,
  cohortId: { type: ['integer', 'null'], minimum: 1 },
  progCodeList,
  deptCode: { type: 'string', maxLength: 20 },
  progCode: { type: 'string', maxLength: 20 },
  progTitle: { type: 'string', maxLength: 200 },
  orderBy: { type: ['string', 'null'], enum: [...COHORT_PROGRAMME_ORDER_BY, '', null] },
});

/** Clone WIL Programme Setup: the cohort field takes at most 4 characters (spec 001 §5). */
export const cloneSetupBody = payload(
  {
    sourceCohortProgId: { type: 'integer', minimum: 1 },
    cohortYear: { type: 'string', minLength: 1, maxLength: 4 },
    /** The user confirmed replacing the target's existing setup. */
    overwrite: { type: 'boolean', default: false },
  },
  ['sourceCohortProgId', 'cohortYear'],
);

export const searchCohortListBody = { type: 'object', additionalProperties: false, properties: {} } as const;
