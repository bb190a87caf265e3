import { sql } from 'kysely';
import type { ServiceReply } from '@core/server/serviceCall.js';
import type { ModulesCall, ModulesDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Scope } from '@core/server/auth/scope.js';
import { parseSort, tokenOf } from '@core/server/db/lists.js';
import type { RowRefs } from '@core/server/extensions/fieldPoints.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { modulesCalls, modulesHomeCalls } from '@schemas/modules/calls.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { ownStudentsOf } from '../../shared/roles.js';
import { moduleAccess, studentsOfStaff } from './access.js';
import { nameOf, STATE_PENDING_REVIEW, stateOverdue } from './sqlParts.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';

type ModuleRow = Replyable<ReplyOf<typeof modulesCalls.searchModule>[number]>;
type ModuleDetail = Replyable<ReplyOf<typeof modulesCalls.searchModuleById>>;

/** A cohort module with its parameters (002 §3), over cm and MODULE_JOINS. */
export const MODULE_COLUMNS = sql`cm.cohort_module_id, cm.module_id, cp.cohort_id, cm.cohort_prog_id, co.cohort_year,
  m.module_code, m.module_name, p.prog_code, p.prog_title, cm.status,
  (select string_agg(${nameOf('cu')}, ', ' order by cu.first_name, cu.last_name)
     from staff_roles sr
     join academic_staff ca on ca.academic_staff_id = sr.academic_staff_id
     join users cu on cu.user_id = ca.user_id
    where sr.cohort_prog_id = cm.cohort_prog_id and sr.role_code = 'MODULE_CONVENER') as module_convener_name,
  mp.curriculum_hours, mp.other_learning_training_hours,
  mp.expected_commence_date, mp.expected_end_date, mp.mark_display_date, mp.wpa_display_date, mp.wpa_mark_display_date,
  case when mp.cohort_module_id is not null then ${tokenOf('mp.last_updated_date')} end as last_updated_date`;

export const MODULE_JOINS = sql`join modules m on m.module_id = cm.module_id
  join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
  join cohorts co on co.cohort_id = cp.cohort_id
  join programmes p on p.prog_id = cp.prog_id
  left join module_parameters mp on mp.cohort_module_id = cm.cohort_module_id`;

/** Module List sorts (002 §9): module code, module name, cohort year. */
const MODULE_SORTS = new Map([
  ['module_code', 'm.module_code'],
  ['module_name', 'm.module_name'],
  ['cohort_year', 'co.cohort_year'],
]);

/**
 * academicModule/searchModule (002 §7): the modules of the call's cohort programme (the payload's
 * cohortProgId, else the selected one, resolved by CallScope) with the students the caller sees. An
 * academic supervisor who neither convenes nor leads there sees only modules with students
 * assigned to them, and only theirs counted, whatever academicSupervisorUserId says.
 */
export async function searchModules(
  db: ModulesDb,
  scope: Scope,
  actor: Actor,
  body: PayloadOf<typeof modulesCalls.searchModule>,
): Promise<ModuleRow[]> {
  const grant = scope.progs[0]!;
  const own = ownStudentsOf({ userId: actor.userId, roleCodes: grant.roles });
  const userId = own ?? body.academicSupervisorUserId ?? null;
  const sort = parseSort(body.orderBy, MODULE_SORTS);
  const order = sql.raw(
    sort
      ? `${sort.column} ${sort.desc ? 'desc' : 'asc'}, m.module_code, cm.cohort_module_id`
      : 'm.module_code, cm.cohort_module_id',
  );
  const text = body.moduleName?.trim() ?? '';
  const statuses = body.cohortModuleStatusList?.length ? [...body.cohortModuleStatusList] : null;
  const r = await sql<ModuleRow>`
    select ${MODULE_COLUMNS}, e.enrolled
      from cohort_modules cm ${MODULE_JOINS}
      cross join lateral (select coalesce(sum(g.students), 0)::int as enrolled from module_student_groups g
        where g.cohort_module_id = cm.cohort_module_id
          and g.academic_staff_id = coalesce((select academic_staff_id from academic_staff where user_id = ${userId}::int),
                                             case when ${userId}::int is null then ${ALL_STAFF} else -1 end)) e
     where cm.cohort_prog_id = ${grant.cohortProgId}
       ${text ? sql`and (m.module_code ilike ${containsPattern(text)} or m.module_name ilike ${containsPattern(text)})` : sql``}
       ${statuses ? sql`and cm.status = any(${statuses}::text[])` : sql``}
       ${userId !== null ? sql`and e.enrolled > 0` : sql``}
     order by ${order}`.execute(db);
  return r.rows;
}

/**
 * academicModule/searchModuleById (002 §3 counters): the module with every counter, over the whole
 * module or one AS's students (the convener's 'Student Assigned' view; an AS held to their own
 * students always gets theirs). Counters other areas own come from modules.moduleFacts, and the
 * '<50% WIL hours attained' count from the student figures (null while no area contributes the
 * completed hours).
 */
export async function searchModuleById(c: ModulesCall<'searchModuleById'>): Promise<ModuleDetail> {
  const { db, scope, actor, kernel, body } = c;
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const { userId, staffId } = await studentsOfStaff(db, a, body.academicSupervisorUserId);
  // The whole module passes the constant NULL to the contributions (their rollups' row 0).
  const row: RowRefs<(typeof modulesContract.points.moduleFacts.row)[number]> = {
    cohortModuleId: sql.ref('r.cohort_module_id'),
    academicStaffId: staffId === null ? sql`null::int` : sql.ref('r.academic_staff_id'),
  };
  const facts = kernel.extensions.selections(modulesContract.points.moduleFacts, row);
  const hours = kernel.extensions
    .fields(modulesContract.points.studentFacts)
    .some((f) => f.name === 'completedWilHours');
  const r = await sql<ModuleDetail>`
    select ${MODULE_COLUMNS}, r.academic_supervisor_user_id,
      g.enrolled, g.completed_module_count, o.overdue_assign_student_count,
      x.no_marks_assign_count, x.overdue_assign_count,
      (select count(*)::int from cohort_module_assigns c where c.cohort_module_id = cm.cohort_module_id and c.active_ind = 'Y') as assign_count,
      ${hours ? sql`g.less_hours` : sql`null::int`} as completed_wil_hours_less_count
      ${sql.join(
        facts.map((f) => sql`, ${f}`),
        sql``,
      )}
    from (select ${a.cohortModuleId}::int as cohort_module_id, ${userId}::int as academic_supervisor_user_id,
                 ${staffId}::int as academic_staff_id, ${staffId ?? ALL_STAFF}::int as staff) r
    join cohort_modules cm on cm.cohort_module_id = r.cohort_module_id
    ${MODULE_JOINS}
    ${MODULE_COUNTERS}`.execute(db);
  return { ...r.rows[0]!, roleCodes: a.actor.roleCodes };
}

/**
 * The module's own counters from its rollups (migrations/003_student_figures.ts) for the row `r`
 * (cohort_module_id, staff: 0 for the whole module): students by status (`g`), the first day of
 * an overdue assignment (`o`), the assignments' states (`x`), each a few rows. Overdue moves with
 * the date: a state B or W counts once its assignment's deadline is past.
 */
const MODULE_COUNTERS = sql`
  cross join lateral (
    select coalesce(sum(s.students), 0)::int as enrolled,
           coalesce(sum(s.students) filter (where s.status = 'COMPLETED'), 0)::int as completed_module_count,
           coalesce(sum(s.less_hours), 0)::int as less_hours
      from module_student_groups s where s.cohort_module_id = r.cohort_module_id and s.academic_staff_id = r.staff) g
  cross join lateral (
    select coalesce(sum(d.students), 0)::int as overdue_assign_student_count
      from module_overdue_days d
     where d.cohort_module_id = r.cohort_module_id and d.academic_staff_id = r.staff and d.overdue_from <= current_date) o
  cross join lateral (
    select coalesce(sum(t.students) filter (where ${STATE_PENDING_REVIEW}), 0)::int as no_marks_assign_count,
           coalesce(sum(t.students) filter (where ${stateOverdue(sql.ref('c.assign_deadline'))}), 0)::int as overdue_assign_count
      from module_assign_states t
      join cohort_module_assigns c on c.cohort_module_id = t.cohort_module_id and c.assign_seq = t.assign_seq and c.active_ind = 'Y'
     where t.cohort_module_id = r.cohort_module_id and t.academic_staff_id = r.staff) x`;

/**
 * academicHome/searchModule (000 §2 Assessment card, §7): the programme's modules with their
 * status, for anyone holding a role in that cohort programme (the call's scope).
 */
export async function homeModules(
  db: ModulesDb,
  scope: Scope,
): Promise<Replyable<ReplyOf<typeof modulesHomeCalls.searchModule>>> {
  const r = await sql<{ cohortModuleId: number; moduleCode: string; moduleName: string; status: string }>`
    select cm.cohort_module_id, m.module_code, m.module_name, cm.status
      from cohort_modules cm join modules m on m.module_id = cm.module_id
     where cm.cohort_prog_id = ${scope.progs[0]!.cohortProgId}
     order by m.module_code, cm.cohort_module_id`.execute(db);
  return r.rows;
}

/**
 * academicModule/searchAcademic (002 §7): the academic supervisors of the module's cohort
 * programme (Assign New AS, the Assigned-AS filter), by name.
 */
export async function searchAcademic(
  c: ModulesCall<'searchAcademic'>,
): Promise<ServiceReply<typeof modulesCalls.searchAcademic>> {
  const { db, scope, actor, body } = c;
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const r = await sql<{ userId: number; userName: string }>`
    select distinct u.user_id, coalesce(${nameOf('u')}, u.account_id) as user_name, u.first_name, u.last_name
      from staff_roles sr
      join academic_staff a on a.academic_staff_id = sr.academic_staff_id
      join users u on u.user_id = a.user_id
     where sr.cohort_prog_id = ${a.cohortProgId} and sr.role_code = 'ACADEMIC_SUPERVISOR' and u.active = 'Y'
     order by u.first_name, u.last_name, u.user_id`.execute(db);
  return r.rows.map(({ userId, userName }) => ({ userId, userName }));
}
