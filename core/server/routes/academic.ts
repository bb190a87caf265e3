import type { FromSchema } from 'json-schema-to-ts';
import { insertLoginRecordBody, searchAcademicBody } from '@schemas/core/reference.js';
import { defineRoute } from '../plugin.js';
import type { Db } from '../db/connect.js';
import { notFound, validation } from '../http/appError.js';

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

const searchCohortYear = (path: string) =>
  defineRoute({
    path,
    summary: 'The current cohort.',
    auth: 'academic',
    handler: ({ db }) => currentCohort(db),
  });

export const academicRoutes = [
  searchCohortYear('cohort/searchCohortYear'),
  searchCohortYear('academic/back/cohort/searchCohortYear'),

  defineRoute<FromSchema<typeof searchAcademicBody>>({
    path: 'user/searchAcademic',
    summary: "The staff member's profile, the cohorts they hold roles in, and their roles per cohort.",
    auth: 'academic',
    body: searchAcademicBody,
    async handler({ db, actor }) {
      const staffId = actor!.academicStaffId;
      if (!staffId) throw notFound('No academic staff profile is linked to this account.');
      // Three independent reads, run side by side on the pool.
      const [model, roles, current] = await Promise.all([
        db
          .selectFrom('academicStaff as a')
          .innerJoin('users as u', 'u.userId', 'a.userId')
          .select([
            'a.academicStaffId',
            'u.accountId as academicStaffAcctId',
            'a.academicPhoto',
            'a.staffSaluation',
            'u.firstName',
            'u.lastName',
            'u.email',
            'u.userId',
          ])
          .where('a.academicStaffId', '=', staffId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('staffRoles as sr')
          .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
          .innerJoin('programmes as p', 'p.progId', 'cp.progId')
          .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
          .innerJoin('roles as r', 'r.roleCode', 'sr.roleCode')
          .select([
            'cp.cohortProgId',
            'p.progCode',
            'p.progTitle',
            'r.roleCode',
            'r.roleName',
            'c.cohortId',
            'c.cohortYear',
          ])
          .where('sr.academicStaffId', '=', staffId)
          .orderBy('c.cohortYear', 'desc')
          .orderBy('p.progCode')
          .orderBy('r.dispSeq')
          .execute(),
        currentCohort(db),
      ]);
      const cohorts = new Map<number, { cohortId: number; cohortYear: number }>([[current.cohortId, current]]);
      for (const r of roles) cohorts.set(r.cohortId, { cohortId: r.cohortId, cohortYear: r.cohortYear });
      return {
        model,
        cohorts: [...cohorts.values()].sort((a, b) => b.cohortYear - a.cohortYear),
        roles,
      };
    },
  }),

  defineRoute<FromSchema<typeof insertLoginRecordBody>>({
    path: 'sysUserLoginRecord/insertLoginRecord',
    summary: 'Records the roles the user works under after choosing a programme.',
    auth: 'academic',
    body: insertLoginRecordBody,
    async handler({ db, actor, body, request }) {
      const codes = [...new Set(body.roleCode.split(','))];
      // Only roles the user holds (in the selected cohort programme, when one is sent).
      let held = db
        .selectFrom('staffRoles')
        .select('roleCode')
        .distinct()
        .where('academicStaffId', '=', actor!.academicStaffId ?? -1)
        .where('roleCode', 'in', codes);
      if (actor!.cohortProgId) held = held.where('cohortProgId', '=', actor!.cohortProgId);
      if ((await held.execute()).length !== codes.length) {
        throw validation(`roleCode: ${body.roleCode} is not a role you hold in this programme.`);
      }
      await db
        .insertInto('loginRecords')
        .values({ userId: actor!.userId, roleCode: codes.join(','), ip: request.ip })
        .execute();
      return null;
    },
  }),
];
