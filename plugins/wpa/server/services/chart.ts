import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import { staffIdOfUser } from '@core/server/reference/staffIds.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { wpaCalls } from '@schemas/wpa/calls.js';
import { COUNTED_STATUSES } from '../migrations/004_student_figures.js';
import { cohortProgOf } from './search.js';
import { ownStudentsOnly } from './who.js';

type Figures = Replyable<ReplyOf<typeof wpaCalls.searchChart>>;

/** The statuses WPA Management lists (never DRAFT), in the lifecycle's order, with their count column. */
export const CHARTED = Object.entries(COUNTED_STATUSES).filter(([, status]) => status !== 'DRAFT');

/**
 * wpaAppl/searchChart (issue 38): one module's WPA forms by status from the maintained counts
 * (wpa_module_counts: one row), with wpaAppl/search's rules: the module's programme is checked as
 * the list checks it, and an AS who neither convenes nor leads there gets their own students'.
 */
export async function searchWpaChart(
  db: WpaDb,
  actor: Actor,
  scope: CallScope,
  body: PayloadOf<typeof wpaCalls.searchChart>,
): Promise<Figures> {
  const grant = await scope.rowProgramme(await cohortProgOf(db, body.cohortModuleId), 'There is no such module.');
  const supervisor = ownStudentsOnly(grant.roles) ? actor.userId : (body.academicSupervisorUserId ?? null);
  const staffId = supervisor === null ? ALL_STAFF : await staffIdOfUser(db, supervisor);
  const r = await sql<Record<string, number>>`
    select ${sql.raw(CHARTED.map(([c], i) => `c.${c} as s${i}`).join(', '))}
      from wpa_module_counts c where c.cohort_module_id = ${body.cohortModuleId} and c.academic_staff_id = ${staffId}`.execute(
    db,
  );
  const row = r.rows[0];
  // Aliased s0, s1…: the handle camel-cases column names.
  return CHARTED.map(([, status], i) => ({ category: status, series: 'count', value: Number(row?.[`s${i}`] ?? 0) }));
}
