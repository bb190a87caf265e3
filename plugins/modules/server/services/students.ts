import { sql, type Expression, type RawBuilder } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import type { Kernel } from '@core/server/kernel.js';
import { notFound, validation } from '@core/server/http/appError.js';
import { pageLimit, pageWithDetails, paging, parseSort, tokenOf } from '@core/server/db/lists.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { gradeOf } from '../../shared/marks.js';
import { completedHoursPercent, neededWilHours } from '../../shared/progress.js';
import { moduleAccess, studentsOfStaff, type ModuleAccess } from './access.js';
import { MODULE_JOINS } from './modules.js';
import {
  ASSIGN_FIGURES,
  moduleAssignFigures,
  EFFECTIVE_STATUS,
  lessHoursSql,
  nameOf,
  STUDENT_ROW,
  studentFact,
  totalMarkSql,
  weightingsOf,
} from './sqlParts.js';

export type StudentRow = Replyable<ReplyOf<typeof modulesCalls.searchModuleStudent>['list'][number]>;
type StudentDetail = Replyable<ReplyOf<typeof modulesCalls.searchModuleStudentById>>;
type StudentFilters = PayloadOf<typeof modulesCalls.exportModuleStudent>;

/** Letters and digits of a student ID search (the spec's student ID inputs keep only these). */
export const studentIdSearch = (s: string | null | undefined) => (s ?? '').replace(/[^A-Za-z0-9]/g, '');

/** The Student List row's own columns over sm, s, u, asu and ap (ASSIGN_FIGURES). */
const rowColumns = (total: RawBuilder<number | null>) => sql`sm.student_module_id, sm.cohort_module_id, sm.student_id,
  s.student_acct_id, u.first_name, u.last_name, sm.sub_group as "group",
  asu.user_id as academic_supervisor_user_id, ${nameOf('asu')} as academic_supervisor_user_name,
  coalesce(ap.submitted_assign_count, 0) as submitted_assign_count,
  coalesce(ap.no_marks_assign_count, 0) as no_marks_assign_count,
  coalesce(ap.overdue_assign_count, 0) as overdue_assign_count,
  ${total} as total_module_mark, sm.status, ${tokenOf('sm.last_updated_date')} as last_updated_date`;

const STUDENT_JOINS = sql`join students s on s.student_id = sm.student_id
  join users u on u.user_id = s.user_id
  left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
  left join users asu on asu.user_id = a.user_id`;

/**
 * The list's sort names (002 §9: ID, name, sub group, assigned AS, total mark, status; and the
 * counts) → the SQL each sorts by, and the contributed figures' sort names (their area on).
 */
function sorts(kernel: Kernel, total: RawBuilder<number | null>): Map<string, Expression<unknown> | string> {
  const m = new Map<string, Expression<unknown> | string>([
    ['student_acct_id', 's.student_acct_id'],
    ['student_name', "u.first_name || ' ' || u.last_name"],
    ['first_name', 'u.first_name'],
    ['last_name', 'u.last_name'],
    ['group', 'sm.sub_group'],
    ['academic_supervisor_user_name', "asu.first_name || ' ' || asu.last_name"],
    ['submitted_assign_count', 'ap.submitted_assign_count'],
    ['no_marks_assign_count', 'ap.no_marks_assign_count'],
    ['total_module_mark', total],
    ['status', 'sm.status'],
  ]);
  for (const [k, e] of kernel.extensions.sortKeys(modulesContract.points.studentFacts, STUDENT_ROW)) m.set(k, e);
  return m;
}

/**
 * The where clause of the Student List's filters (002 §2), for the students the caller sees.
 * showStatus needing a figure no area contributes answers 'This list is not available.'
 */
async function filters(
  db: ModulesDb,
  kernel: Kernel,
  a: ModuleAccess,
  f: StudentFilters,
): Promise<RawBuilder<unknown>[]> {
  const { staffId } = await studentsOfStaff(db, a, f.academicSupervisorUserId);
  const where: RawBuilder<unknown>[] = [sql`sm.cohort_module_id = ${a.cohortModuleId}`];
  if (staffId !== null) where.push(sql`sm.academic_staff_id = ${staffId}`);
  const id = studentIdSearch(f.studentAcctId);
  if (id) where.push(sql`s.student_acct_id ilike ${containsPattern(id)}`);
  if (f.studentModuleStatusList?.length) where.push(sql`sm.status = any(${[...f.studentModuleStatusList]}::text[])`);
  if (f.group !== null && f.group !== undefined) where.push(sql`sm.sub_group = ${f.group}`);
  switch (f.showStatus) {
    case 'overdueAssign':
      where.push(sql`coalesce(ap.overdue_assign_count, 0) > 0`);
      break;
    case 'exemptedHours': {
      const e = studentFact(kernel, 'exemptedHours');
      if (!e) throw validation(MODULE_MESSAGES.listNotAvailable);
      where.push(sql`coalesce((${e})::numeric, 0) > 0`);
      break;
    }
    case 'noAcceptedWpa': {
      const e = studentFact(kernel, 'acceptedWpaCount');
      if (!e) throw validation(MODULE_MESSAGES.listNotAvailable);
      where.push(sql`coalesce((${e})::int, 0) = 0`);
      break;
    }
    case 'completedWilHoursLess': {
      const less = lessHoursSql(kernel);
      if (!less) throw validation(MODULE_MESSAGES.listNotAvailable);
      where.push(less);
      break;
    }
    default:
  }
  return where;
}

/** The sort's ORDER BY over the list's aliases (the chosen name, nulls last, then the student ID), and its name. */
function orderOf(kernel: Kernel, total: RawBuilder<number | null>, orderBy: string | null | undefined) {
  const allowed = sorts(kernel, total);
  // parseSort takes names → text; the expressions stay in `allowed`, looked up by the name it accepts.
  const sort = parseSort(orderBy, new Map([...allowed.keys()].map((k) => [k, k])));
  if (!sort) return { order: sql`s.student_acct_id, sm.student_module_id`, name: null };
  const e = allowed.get(sort.name)!;
  const expr = typeof e === 'string' ? sql.raw(e) : e;
  // Ties in enrolment order: the page then joins the students only when the sort or a filter reads them.
  return {
    order: sql`${expr} ${sql.raw(sort.desc ? 'desc' : 'asc')} nulls last, sm.student_module_id`,
    name: sort.name,
  };
}

/** Sorts that read the assignment figures (ap), the student's name (u), the AS's name (asu). */
const BY_FIGURES = new Set(['total_module_mark', 'submitted_assign_count', 'no_marks_assign_count']);
const BY_NAME = new Set(['student_name', 'first_name', 'last_name']);

/**
 * academicModule/searchModuleStudent (002 §2, §7): one module's students with their figures and
 * the figures other areas contribute (modules.studentFacts), filtered, sorted and paged in one
 * statement: a page of ids in order with the total, then those rows' columns.
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
  const total = totalMarkSql(kernel, await weightingsOf(db, kernel, a));
  const { order, name } = orderOf(kernel, total, body.orderBy);
  const where = await filters(db, kernel, a, body);
  const facts = kernel.extensions.selections(modulesContract.points.studentFacts, STUDENT_ROW);
  // The page: the module's students the caller sees by its index, joined only to what the sort and
  // the filters read, each a lookup by key per student (`offset 0` keeps the planner from a hash
  // join reading a whole large table); the figures of all a module's students are worked out
  // only to sort or filter by them. Then the page's rows with everything.
  const figures = (name !== null && BY_FIGURES.has(name)) || body.showStatus === 'overdueAssign';
  const page = sql`select sm.student_module_id, row_number() over (order by ${order}) as ord, count(*) over ()::int as total
    from student_modules sm
    ${
      name === null || name === 'student_acct_id' || BY_NAME.has(name) || studentIdSearch(body.studentAcctId)
        ? sql`cross join lateral (select x.student_acct_id, x.user_id from students x where x.student_id = sm.student_id offset 0) s`
        : sql``
    }
    ${
      name !== null && BY_NAME.has(name)
        ? sql`cross join lateral (select x.first_name, x.last_name from users x where x.user_id = s.user_id offset 0) u`
        : sql``
    }
    ${
      name === 'academic_supervisor_user_name'
        ? sql`left join lateral (select x.first_name, x.last_name from academic_staff a join users x on x.user_id = a.user_id
            where a.academic_staff_id = sm.academic_staff_id offset 0) asu on true`
        : sql``
    }

    ${body.showStatus === 'completedWilHoursLess' ? sql`left join module_parameters mp on mp.cohort_module_id = sm.cohort_module_id` : sql``}
    ${figures ? moduleAssignFigures(a.cohortModuleId) : sql``}
    where ${sql.join(where, sql` and `)}
    order by ${order} limit ${pageLimit(limit)} offset ${offset}`;
  const details = sql`select ${rowColumns(total)}
      ${sql.join(
        facts.map((f) => sql`, ${f}`),
        sql``,
      )}, page.ord
    from page join student_modules sm on sm.student_module_id = page.student_module_id ${STUDENT_JOINS}
    ${ASSIGN_FIGURES}`;
  const result = await pageWithDetails<StudentRow>(db, page, details);
  if (!result.list.length && offset > 0) {
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
  const total = totalMarkSql(kernel, await weightingsOf(db, kernel, a));
  const { order } = orderOf(kernel, total, body.orderBy);
  const where = await filters(db, kernel, a, body);
  const facts = kernel.extensions.selections(modulesContract.points.studentFacts, STUDENT_ROW);
  return sql<StudentRow>`select ${rowColumns(total)}
      ${sql.join(
        facts.map((f) => sql`, ${f}`),
        sql``,
      )}
    from student_modules sm ${STUDENT_JOINS}
    left join module_parameters mp on mp.cohort_module_id = sm.cohort_module_id
    ${moduleAssignFigures(a.cohortModuleId)}
    where ${sql.join(where, sql` and `)}
    order by ${order}`;
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
  const total = totalMarkSql(kernel, await weightingsOf(db, kernel, a));
  const facts = kernel.extensions.selections(modulesContract.points.studentFacts, STUDENT_ROW);
  const r = await sql<StudentDetail & { academicStaffId: number | null }>`
    select ${rowColumns(total)},
      m.module_code, m.module_name, p.prog_code, p.prog_title, co.cohort_year, cm.cohort_prog_id,
      mp.curriculum_hours, mp.other_learning_training_hours, mp.mark_display_date, mp.wpa_display_date, mp.wpa_mark_display_date,
      (select string_agg(${nameOf('cu')}, ', ' order by cu.first_name, cu.last_name)
         from staff_roles sr
         join academic_staff ca on ca.academic_staff_id = sr.academic_staff_id
         join users cu on cu.user_id = ca.user_id
        where sr.cohort_prog_id = cm.cohort_prog_id and sr.role_code = 'MODULE_CONVENER') as module_convener_name
      ${sql.join(
        facts.map((f) => sql`, ${f}`),
        sql``,
      )}
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
