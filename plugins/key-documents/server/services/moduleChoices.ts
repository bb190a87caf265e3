import { sql } from 'kysely';
import type { KeyDocumentsCall } from '../area.js';
import type { Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { moduleAccess, STUDENT_MODULES, type ModuleAccess } from './access.js';

type Students = Replyable<ReplyOf<typeof keyDocumentCalls.searchStudent>>;
type Supervisors = Replyable<ReplyOf<typeof keyDocumentCalls.searchAcademic>>;

/** `and <column> is the AS's staff id` for an AS held to their own students; nothing for others. */
const onlyOwn = (access: ModuleAccess, column: string) =>
  access.ownStudentsOf === null
    ? sql``
    : sql`and ${sql.ref(column)} = (select academic_staff_id from academic_staff where user_id = ${access.ownStudentsOf})`;

/**
 * keyDocument/searchStudent: the students of one cohort module an upload may name (the Key
 * Documents screen's Upload), by name, through the module area's view. The caller's roles are
 * those in the module's cohort programme (scope.cohortProgramme); an academic supervisor who
 * neither convenes nor leads it gets only their own students, as insert accepts only those.
 */
export async function searchStudents({ db, scope, actor, body }: KeyDocumentsCall<'searchStudent'>): Promise<Students> {
  const access = await moduleAccess(db, scope, actor, body.cohortModuleId);
  // One statement text per case: a generic plan of '$n is null or …' reads the whole module, and
  // the AS's students are an index range of (cohort_module_id, academic_staff_id). The student's
  // ID and name are looked up by key per student (`offset 0`: no hash join reading all students).
  const r = await sql<Students[number]>`
    select sm.student_module_id, s.student_acct_id, u.first_name, u.last_name
      from ${STUDENT_MODULES} sm
      cross join lateral (select x.student_acct_id, x.user_id from students x where x.student_id = sm.student_id offset 0) s
      cross join lateral (select x.first_name, x.last_name from users x where x.user_id = s.user_id offset 0) u
     where sm.cohort_module_id = ${access.cohortModuleId} ${onlyOwn(access, 'sm.academic_staff_id')}
     order by u.first_name, u.last_name, s.student_acct_id, sm.student_module_id`.execute(db);
  return r.rows;
}

/**
 * keyDocument/searchAcademic: the academic supervisors of the module's cohort programme (the Key
 * Documents screen's AS filter), by name, as the module area's filter lists them (staff holding
 * ACADEMIC_SUPERVISOR there, active). An academic supervisor held to their own students filters
 * by nobody else: they get only themselves.
 */
export async function searchSupervisors({
  db,
  scope,
  actor,
  body,
}: KeyDocumentsCall<'searchAcademic'>): Promise<Supervisors> {
  const access = await moduleAccess(db, scope, actor, body.cohortModuleId);
  // staff_roles is unique per (staff member, programme, role): one row per supervisor, each looked
  // up by key (`offset 0`: no hash join reading all academic staff or users).
  const r = await sql<Supervisors[number]>`
    select u.user_id, u.user_name
      from staff_roles sr
      cross join lateral (select x.user_id from academic_staff x where x.academic_staff_id = sr.academic_staff_id offset 0) a
      cross join lateral (
        select x.user_id, x.first_name, x.last_name,
               coalesce(nullif(trim(coalesce(x.first_name, '') || ' ' || coalesce(x.last_name, '')), ''), x.account_id) as user_name
          from users x where x.user_id = a.user_id and x.active = 'Y' offset 0) u
     where sr.cohort_prog_id = ${access.cohortProgId} and sr.role_code = 'ACADEMIC_SUPERVISOR' ${onlyOwn(access, 'sr.academic_staff_id')}
     order by u.first_name, u.last_name, u.user_id`.execute(db);
  return r.rows;
}
