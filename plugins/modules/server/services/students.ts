import { sql, type RawBuilder } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import type { Kernel } from '@core/server/kernel.js';
import { notFound } from '@core/server/http/appError.js';
import { pageWithDetails, paging, tokenOf } from '@core/server/db/lists.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { gradeOf } from '../../shared/marks.js';
import { completedHoursPercent, neededWilHours } from '../../shared/progress.js';
import { moduleAccess, studentsOfStaff } from './access.js';
import { MODULE_JOINS } from './modules.js';
import { ASSIGN_FIGURES, EFFECTIVE_STATUS, nameOf, STUDENT_ROW } from './sqlParts.js';
import { studentPage, studentRows } from './studentPage.js';

export type StudentRow = Replyable<ReplyOf<typeof modulesCalls.searchModuleStudent>['list'][number]>;
type StudentDetail = Replyable<ReplyOf<typeof modulesCalls.searchModuleStudentById>>;
type StudentFilters = PayloadOf<typeof modulesCalls.exportModuleStudent>;

export { studentIdSearch } from './studentPage.js';

/** The Student List row's own columns over sm, s, u, asu, ap (ASSIGN_FIGURES) and mf (the module's figures). */
const ROW_COLUMNS = sql`sm.student_module_id, sm.cohort_module_id, sm.student_id,
  s.student_acct_id, u.first_name, u.last_name, sm.sub_group as "group",
  asu.user_id as academic_supervisor_user_id, ${nameOf('asu')} as academic_supervisor_user_name,
  coalesce(ap.submitted_assign_count, 0) as submitted_assign_count,
  coalesce(ap.no_marks_assign_count, 0) as no_marks_assign_count,
  coalesce(ap.overdue_assign_count, 0) as overdue_assign_count,
  mf.total_module_mark, sm.status, ${tokenOf('sm.last_updated_date')} as last_updated_date`;

const STUDENT_JOINS = sql`join students s on s.student_id = sm.student_id
  join users u on u.user_id = s.user_id
  left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
  left join users asu on asu.user_id = a.user_id
  left join student_module_figures mf on mf.student_module_id = sm.student_module_id`;

/** The contributed figures of the point, selected over `sm`. */
const factsOf = (kernel: Kernel) =>
  sql.join(
    kernel.extensions.selections(modulesContract.points.studentFacts, STUDENT_ROW).map((f) => sql`, ${f}`),
    sql``,
  );

/**
 * academicModule/searchModuleStudent (002 §2, §7): one module's students with their figures and
 * the figures other areas contribute (modules.studentFacts), filtered, sorted and paged: a page of
 * ids read in order from the sort's figures index (studentPage.ts) with the total from the
 * maintained counters, then those rows' columns.
 */
export async function searchModuleStudents(
  db: ModulesDb,
  scope: CallScope,
  actor: Actor,
  kernel: Kernel,
  body: PayloadOf<typeof modulesCalls.searchModuleStudent>,
): Promise<{ list: StudentRow[]; total: number }> {
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const { limit, offset } = paging(body);
  const { staffId } = await studentsOfStaff(db, a, body.academicSupervisorUserId);
  const { page, total } = await studentPage(kernel, {
    cohortModuleId: a.cohortModuleId,
    staffId,
    filters: body,
    limit,
    offset,
  });
  const details = sql`select ${ROW_COLUMNS} ${factsOf(kernel)}, page.ord
    from page join student_modules sm on sm.student_module_id = page.student_module_id ${STUDENT_JOINS}
    ${ASSIGN_FIGURES}`;
  const result = await pageWithDetails<StudentRow>(db, page, details, total);
  if (!result.list.length && offset > 0 && !total) {
    result.total = (
      await searchModuleStudents(db, scope, actor, kernel, { ...body, startRow: 0, page: 1, pageSize: 1 })
    ).total;
  }
  for (const r of result.list) (r as { grade: string | null }).grade = gradeOf(r.totalModuleMark);
  return result;
}

/**
 * The Student List's statement for an export: the screen's filters and sort, every row (the
 * export streams it through a cursor: services/exports.ts).
 */
export async function exportModuleStudentsQuery(
  db: ModulesDb,
  scope: CallScope,
  actor: Actor,
  kernel: Kernel,
  body: StudentFilters,
): Promise<RawBuilder<StudentRow>> {
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const { staffId } = await studentsOfStaff(db, a, body.academicSupervisorUserId);
  const rows = await studentRows(kernel, { cohortModuleId: a.cohortModuleId, staffId, filters: body });
  return sql<StudentRow>`select ${ROW_COLUMNS} ${factsOf(kernel)}
    from ${rows.from} join student_modules sm on sm.student_module_id = d.student_module_id ${STUDENT_JOINS}
    ${ASSIGN_FIGURES}
    where ${rows.where}
    order by ${rows.order}`;
}

/**
 * academicModule/searchModuleStudentById (002 §2 'Student summary', §3): the student module with
 * its module, figures, contributed figures, hours and its assignments. An AS held to their own
 * students asking for another's learns nothing (NOT_FOUND).
 */
export async function searchModuleStudentById(
  db: ModulesDb,
  scope: CallScope,
  actor: Actor,
  kernel: Kernel,
  body: PayloadOf<typeof modulesCalls.searchModuleStudentById>,
): Promise<StudentDetail> {
  const ref = await db
    .selectFrom('studentModules')
    .select(['cohortModuleId', 'studentId'])
    .where('studentModuleId', '=', body.studentModuleId)
    .executeTakeFirst();
  if (!ref || (body.studentId && body.studentId !== ref.studentId)) throw notFound('The student module is not found.');
  const a = await moduleAccess(db, scope, actor, ref.cohortModuleId, 'The student module is not found.');
  const r = await sql<StudentDetail & { academicStaffId: number | null }>`
    select ${ROW_COLUMNS},
      m.module_code, m.module_name, p.prog_code, p.prog_title, co.cohort_year, cm.cohort_prog_id,
      mp.curriculum_hours, mp.other_learning_training_hours, mp.mark_display_date, mp.wpa_display_date, mp.wpa_mark_display_date,
      (select string_agg(${nameOf('cu')}, ', ' order by cu.first_name, cu.last_name)
         from staff_roles sr
         join academic_staff ca on ca.academic_staff_id = sr.academic_staff_id
         join users cu on cu.user_id = ca.user_id
        where sr.cohort_prog_id = cm.cohort_prog_id and sr.role_code = 'MODULE_CONVENER') as module_convener_name
      ${factsOf(kernel)}
    from student_modules sm ${STUDENT_JOINS}
    join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
    ${MODULE_JOINS}
    ${ASSIGN_FIGURES}
    where sm.student_module_id = ${body.studentModuleId}`.execute(db);
  const row = r.rows[0];
  if (!row) throw notFound('The student module is not found.');
  if (a.ownStudentsOf !== null && row.academicSupervisorUserId !== a.ownStudentsOf) {
    throw notFound('The student module is not found.');
  }
  const assigns = await sql<StudentDetail['studentModuleAssignModelList'][number]>`
    select sma.student_module_assign_id, cma.cohort_module_assign_id, cma.assign_seq, cma.assign_name, cma.assign_weight,
           cma.assign_deadline, sma.submitted_date, sma.assign_marks, sma.marked_date, sma.turnitin_score,
           ${EFFECTIVE_STATUS} as status
      from student_module_assigns sma
      join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id
     where sma.student_module_id = ${body.studentModuleId} and cma.active_ind = 'Y'
     order by cma.assign_seq`.execute(db);
  const facts2 = row as unknown as Record<string, number | null | undefined>;
  const needed = neededWilHours(row.curriculumHours as number | null, facts2.exemptedHours ?? null);
  const contributed = kernel.extensions
    .fields(modulesContract.points.studentFacts)
    .some((f) => f.name === 'completedWilHours');
  return {
    ...row,
    grade: gradeOf(row.totalModuleMark as number | null),
    neededWilHours: needed,
    completedHoursPercent: contributed ? completedHoursPercent(facts2.completedWilHours ?? null, needed) : null,
    roleCodes: a.actor.roleCodes,
    studentModuleAssignModelList: assigns.rows,
  };
}
