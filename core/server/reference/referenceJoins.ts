import { sql } from 'kysely';

/**
 * Joins of the kernel's reference model that the areas' statements share, under the aliases
 * they all use. `column` is the referring row's column (`a.student_id`, `jp.cohort_prog_id`).
 */

/** The student `s` a row names, and the student's user `u` (name, email, account). */
export const studentWithUser = (column: string) =>
  sql`join students s on s.student_id = ${sql.ref(column)} join users u on u.user_id = s.user_id`;

/** The cohort programme `cp` a row names, and its programme `p` (code, title). */
export const cohortProgrammeWithProgramme = (column: string) =>
  sql`join cohort_programmes cp on cp.cohort_prog_id = ${sql.ref(column)} join programmes p on p.prog_id = cp.prog_id`;
