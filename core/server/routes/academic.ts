import { sql } from 'kysely';
import { referenceCalls } from '@schemas/core/reference.js';
import type { ReplyOf } from '@core/shared/callSpec.js';
import type { ServerRoute } from '../plugin.js';
import { defineRoute } from './kernelRoute.js';
import type { Db } from '../db/connect.js';
import { notFound, validation } from '../http/appError.js';

/** user/searchAcademic's answer, as its reply schema declares it. */
type AcademicInfo = ReplyOf<typeof referenceCalls.searchAcademic>;

async function currentCohort(db: Db) {
  const c = await db
    .selectFrom('cohorts')
    .select(['cohortId', 'cohortYear'])
    .orderBy('isCurrent', 'desc')
    .orderBy('cohortYear', 'desc')
    .executeTakeFirst();
  if (!c) throw notFound('No cohort is set up yet.');
  return c;
}

export const academicRoutes: readonly ServerRoute[] = [
  // The current cohort, answered on two paths (spec 000 §7): one route per spec.
  defineRoute({
    ...referenceCalls.searchCohortYear,
    summary: 'The current cohort.',
    auth: 'academic',
    handler: ({ db }) => currentCohort(db),
  }),
  defineRoute({
    ...referenceCalls.backSearchCohortYear,
    summary: 'The current cohort.',
    auth: 'academic',
    handler: ({ db }) => currentCohort(db),
  }),

  defineRoute({
    ...referenceCalls.searchAcademic,
    summary: "The staff member's profile, the cohorts they hold roles in, and their roles per cohort.",
    auth: 'academic',
    async handler({ db, actor }) {
      const staffId = actor.academicStaffId;
      if (!staffId) throw notFound('No academic staff profile is linked to this account.');
      // One round trip: the profile, the roles in every cohort, and the current cohort.
      const row = (
        await sql<{
          model: AcademicInfo['model'];
          roles: AcademicInfo['roles'][number][];
          current: { cohortId: number; cohortYear: number } | null;
        }>`
        select json_build_object(
                 'academicStaffId', a.academic_staff_id, 'academicStaffAcctId', u.account_id,
                 'academicPhoto', a.academic_photo, 'staffSaluation', a.staff_saluation,
                 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'userId', u.user_id) as model,
               coalesce((
                 select json_agg(json_build_object(
                          'cohortProgId', cp.cohort_prog_id, 'progCode', p.prog_code, 'progTitle', p.prog_title,
                          'roleCode', r.role_code, 'roleName', r.role_name, 'cohortId', c.cohort_id, 'cohortYear', c.cohort_year)
                        order by c.cohort_year desc, p.prog_code, r.disp_seq)
                 from staff_roles sr
                 join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id
                 join programmes p on p.prog_id = cp.prog_id
                 join cohorts c on c.cohort_id = cp.cohort_id
                 join roles r on r.role_code = sr.role_code
                 where sr.academic_staff_id = a.academic_staff_id), '[]'::json) as roles,
               (select json_build_object('cohortId', cohort_id, 'cohortYear', cohort_year) from cohorts
                 order by is_current desc, cohort_year desc limit 1) as current
        from academic_staff a join users u on u.user_id = a.user_id
        where a.academic_staff_id = ${staffId}`.execute(db)
      ).rows[0];
      if (!row) throw notFound('No academic staff profile is linked to this account.');
      if (!row.current) throw notFound('No cohort is set up yet.');
      const { model, roles, current } = row;
      const cohorts = new Map<number, { cohortId: number; cohortYear: number }>([[current.cohortId, current]]);
      for (const r of roles) cohorts.set(r.cohortId, { cohortId: r.cohortId, cohortYear: r.cohortYear });
      return {
        model,
        cohorts: [...cohorts.values()].sort((a, b) => b.cohortYear - a.cohortYear),
        roles,
      };
    },
  }),

  defineRoute({
    ...referenceCalls.insertLoginRecord,
    summary: 'Records the roles the user works under after choosing a programme.',
    auth: 'academic',
    async handler({ db, actor, body, request, scope }) {
      const codes = [...new Set(body.roleCode.split(','))];
      // Only roles the user holds (in the selected cohort programme, when one is sent).
      const roles = scope.selectedId
        ? ((await scope.selected())?.roles ?? [])
        : (await scope.held()).flatMap((p) => p.roles);
      if (!codes.every((c) => roles.includes(c))) {
        throw validation(`roleCode: ${body.roleCode} is not a role you hold in this programme.`);
      }
      await db
        .insertInto('loginRecords')
        .values({ userId: actor.userId, roleCode: codes.join(','), ip: request.ip })
        .execute();
      return null;
    },
  }),
];
