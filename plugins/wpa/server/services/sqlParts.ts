import { sql } from 'kysely';
import { modulesContract } from '@schemas/modules/contract.js';
import { WPA_RANGE } from '@schemas/wpa/limits.js';
import { cohortProgrammeWithProgramme, studentWithUser } from '@core/server/reference/referenceJoins.js';

/**
 * SQL the WPA services share. The student module (its student and assigned AS) is read only
 * through the module area's published view; students, users, modules and programmes are the
 * kernel's reference model.
 */

/** The module area's student modules (schemas/modules/contract.ts readViews.studentModules). */
export const STUDENT_MODULES = sql.table(modulesContract.readViews.studentModules);

/** A WPA with its student module, student, module, programme and cohort (aliases w, sm, s, u, cm, m, cp, co, p). */
export const WPA_JOINS = sql`join ${STUDENT_MODULES} sm on sm.student_module_id = w.student_module_id
  ${studentWithUser('sm.student_id')}
  join cohort_modules cm on cm.cohort_module_id = w.cohort_module_id
  join modules m on m.module_id = cm.module_id
  ${cohortProgrammeWithProgramme('cm.cohort_prog_id')}
  join cohorts co on co.cohort_id = cp.cohort_id
  left join users asu on asu.user_id = sm.academic_supervisor_user_id`;

/** A person's name as the lists show it. */
export const nameOf = (alias: string) =>
  sql`nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), '')`;

/** SENT_TO_IS for over 14 days (002 §9). */
export const SENT_OVER = sql`(w.wpa_status = 'SENT_TO_IS' and w.sent_to_is_date < now() - make_interval(days => ${sql.lit(WPA_RANGE.overDays)}))`;

/** Statuses accepted into the WIL assessment (001 §4). */
export const ACCEPTED = sql`('ACCEPTED', 'ACCEPTED_OFFLINE')`;

/** Part I hours as accepted: the supervisor's own when the reviewer chose IS. */
export const ACCEPTED_HOURS = sql`case when w.select_student_or_is = 'IS' then coalesce(w.wil_hours_is, w.wil_hours) else w.wil_hours end`;

/** 'YYYY-MM-DD…' → 'YYYY-MM-DD' (a date picker may send a time part). */
export const day = (d: string | null | undefined) => (d ? d.slice(0, 10) : null);
