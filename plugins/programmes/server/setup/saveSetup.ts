import type { ProgrammesDb } from '../area.js';
import { ASSIGNMENT_FIELDS, QUESTION_WEIGHT_FIELDS, SPECIFIC_QUESTION_FIELDS } from './columns.js';
import type { SetupLookup, SetupRecord } from './validateSetup.js';

const WEIGHTS = [...ASSIGNMENT_FIELDS, ...QUESTION_WEIGHT_FIELDS];

/** Everything the validator needs to know about the database, in a few queries. */
export async function loadLookup(db: ProgrammesDb, ledProgIds: Set<number>): Promise<SetupLookup> {
  const [progs, cohorts, cps, staff, roles] = await Promise.all([
    db.selectFrom('programmes').select(['progId', 'progCode']).execute(),
    db.selectFrom('cohorts').select(['cohortId', 'cohortYear']).execute(),
    db.selectFrom('cohortProgrammes').select(['cohortProgId', 'cohortId', 'progId']).execute(),
    db
      .selectFrom('academicStaff as s')
      .innerJoin('users as u', 'u.userId', 's.userId')
      .select(['s.academicStaffId', 'u.accountId'])
      .where('u.active', '=', 'Y')
      .execute(),
    db.selectFrom('staffRoles').select(['academicStaffId', 'cohortProgId', 'roleCode']).execute(),
  ]);
  return {
    programmes: new Map(progs.map((p) => [p.progCode.toUpperCase(), p.progId])),
    cohorts: new Map(cohorts.map((c) => [String(c.cohortYear), c.cohortId])),
    cohortProgrammes: new Map(cps.map((c) => [`${c.progId}:${c.cohortId}`, c.cohortProgId])),
    staff: new Map(staff.map((s) => [s.accountId.toLowerCase(), s.academicStaffId])),
    roles: new Set(roles.map((r) => `${r.academicStaffId}:${r.cohortProgId}:${r.roleCode}`)),
    ledProgIds,
  };
}

/** The columns of programme_parameters for a record (weights are kept in hundredths until here). */
function columnsOf(r: SetupRecord): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {
    programmeLeaderId: r.programmeLeaderId,
    moduleConvenerId: r.moduleConvenerId,
  };
  for (const f of WEIGHTS) out[f] = r.weights[f] === null ? null : (r.weights[f]! / 100).toFixed(2);
  for (const f of SPECIFIC_QUESTION_FIELDS) out[f] = r.questions[f];
  return out;
}

const same = (a: unknown, b: unknown) =>
  a === null || b === null || a === undefined || b === undefined
    ? (a ?? null) === (b ?? null)
    : typeof a === 'number' || typeof b === 'number' || /^\d+(\.\d+)?$/.test(String(a))
      ? Number(a) === Number(b)
      : String(a) === String(b);

export interface SaveCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** The cohort programmes whose setup was inserted or replaced (their weightings are announced). */
  changed: number[];
}

/**
 * Writes the records inside the caller's transaction: a new setup is inserted, a different one
 * replaced, an identical one left alone (so uploading the same file twice changes nothing).
 */
export async function saveSetups(db: ProgrammesDb, records: SetupRecord[], by: string): Promise<SaveCounts> {
  const counts: SaveCounts = { inserted: 0, updated: 0, unchanged: 0, changed: [] };
  for (const r of records) {
    const cols = columnsOf(r);
    const existing = (await db
      .selectFrom('programmeParameters')
      .selectAll()
      .where('cohortProgId', '=', r.cohortProgId)
      .forUpdate()
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!existing) {
      const { programmeParametersId } = await db
        .insertInto('programmeParameters')
        .values({ ...cols, cohortProgId: r.cohortProgId, createdBy: by, lastUpdatedBy: by } as never)
        .returning('programmeParametersId')
        .executeTakeFirstOrThrow();
      if (r.supervisorIds.length) {
        await db
          .insertInto('programmeParameterSupervisors')
          .values(r.supervisorIds.map((academicStaffId) => ({ programmeParametersId, academicStaffId })))
          .execute();
      }
      counts.inserted++;
      counts.changed.push(r.cohortProgId);
      continue;
    }
    const id = existing.programmeParametersId as number;
    const sups = await db
      .selectFrom('programmeParameterSupervisors')
      .select('academicStaffId')
      .where('programmeParametersId', '=', id)
      .orderBy('academicStaffId')
      .execute();
    const supsSame = sups.map((s) => s.academicStaffId).join(',') === r.supervisorIds.join(',');
    if (supsSame && Object.entries(cols).every(([k, v]) => same(existing[k], v))) {
      counts.unchanged++;
      continue;
    }
    await db
      .updateTable('programmeParameters')
      .set({ ...cols, lastUpdatedBy: by, lastUpdatedDate: new Date() } as never)
      .where('programmeParametersId', '=', id)
      .execute();
    if (!supsSame) {
      await db.deleteFrom('programmeParameterSupervisors').where('programmeParametersId', '=', id).execute();
      if (r.supervisorIds.length) {
        await db
          .insertInto('programmeParameterSupervisors')
          .values(r.supervisorIds.map((academicStaffId) => ({ programmeParametersId: id, academicStaffId })))
          .execute();
      }
    }
    counts.updated++;
    counts.changed.push(r.cohortProgId);
  }
  return counts;
}
