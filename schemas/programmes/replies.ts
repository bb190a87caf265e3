/**
 * Replies of the programme pickers and the WIL programme setup calls (the `object` of each
 * answer), as the serializer writes them: a field missing here never reaches a screen.
 */

/** A row of the Select Programme picker; the launch year may be unknown, progTitleC is never kept. */
import { count, id, int, pageOf, record, str, text, yesNo } from '../core/replyParts.js';

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
