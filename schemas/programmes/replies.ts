/**
 * Replies of the programme pickers and the WIL programme setup calls (the `object` of each
 * answer), as the serializer writes them: a field missing here never reaches a screen.
 */

const id = { type: 'integer' } as const;
const count = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const text = { type: ['string', 'null'] } as const;
const int = { type: ['integer', 'null'] } as const;
const yesNo = { type: 'string', enum: ['Y', 'N'] } as const;

/** An object whose every listed field is always present (null when empty). */
const record = <P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  }) as const;

const pageOf = <I extends object>(items: I) => record({ list: { type: 'array', items } as const, total: count });

/** A row of the Select Programme picker; the launch year may be unknown, progTitleC is never kept. */
export const programmeRow = record({
  progId: id,
  progCode: str,
  progTitle: str,
  progTitleC: text,
  progLaunchYear: int,
  deptId: id,
  deptCode: str,
  deptDisplayName: str,
  activeInd: yesNo,
});

/** A row of the Programme Name by Cohort picker; setupInd says whether it has a WIL programme setup. */
export const cohortProgrammeRow = record({
  cohortProgId: id,
  cohortId: id,
  cohortYear: count,
  progId: id,
  progCode: str,
  progTitle: str,
  deptCode: str,
  deptDisplayName: str,
  setupInd: yesNo,
});

/**
 * A fault of a refused batch upload (the envelope's object with VALIDATION, not a success reply):
 * column is the template's header, or '' for a problem of the whole row.
 */
export const setupRowError = record({ row: count, column: str, reason: str });

export const programmeReplies = {
  searchProgramme: pageOf(programmeRow),
  searchCohortProgramme: pageOf(cohortProgrammeRow),
  /** All rows saved in one transaction: how many were new, changed or the same as before. */
  batchUpload: record({ rows: count, inserted: count, updated: count, unchanged: count }),
  clone: record({ programmeParametersId: id, cohortProgId: id, replaced: { type: 'boolean' } as const }),
  /** Calls that answer nothing on success. */
  none: { type: 'null' },
} as const;
