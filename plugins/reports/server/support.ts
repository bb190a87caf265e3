import { sql } from 'kysely';
import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from './area.js';
import type { ReportsDb } from './area.js';
import type { HeldScope } from '@core/server/auth/scope.js';
import { containsPattern } from '@core/shared/likePattern.js';
import { reportCalls } from '@schemas/reports/calls.js';

const REPORT_SELECT = { functionCode: 'REPORT', flag: 'canSelect' } as const;

/** Both cohort list paths (one payload, one reply), each declared from its own spec. */
const cohortList = {
  summary: 'Cohort years for the WPA Record Report cohort filter.',
  auth: 'academic',
  permission: REPORT_SELECT,
  handler: async ({ db, scope }: { db: ReportsDb; scope: { resolved: HeldScope } }) => {
    let q = db.selectFrom('cohorts').select(['cohortId', 'cohortYear']).orderBy('cohortYear', 'desc');
    if (scope.resolved.cohortId) q = q.where('cohortId', '=', scope.resolved.cohortId);
    return q.execute();
  },
} as const;

/** The supporting calls of the report screens (spec 001 §7). */
export const supportRoutes: ServerRoute[] = [
  defineRoute({ ...reportCalls.searchCohortList, ...cohortList }),
  defineRoute({ ...reportCalls.programmeCohortList, ...cohortList }),
  defineRoute({
    ...reportCalls.academicSearch,
    summary: 'Academic staff for the leader, convener and supervisor dropdowns.',
    auth: 'academic',
    permission: REPORT_SELECT,
    handler: async ({ db, body }) => {
      let q = db
        .selectFrom('academicStaff as a')
        .innerJoin('users as u', 'u.userId', 'a.userId')
        .select(['u.userId', sql<string>`u.first_name || ' ' || u.last_name`.as('staffName')])
        .where('u.active', '=', 'Y')
        .orderBy('u.firstName')
        .orderBy('u.lastName');
      if (body.staffName)
        q = q.where(sql`u.first_name || ' ' || u.last_name`, 'ilike', containsPattern(body.staffName));
      return q.limit(500).execute();
    },
  }),
  defineRoute({
    ...reportCalls.searchModule,
    summary: "Modules of the selected cohort programme for the 'Module By Cohort' picker.",
    auth: 'academic',
    permission: REPORT_SELECT,
    handler: async ({ db, body, scope }) => {
      const pageSize = body.pageSize ?? 10;
      const startRow = body.startRow ?? ((body.page ?? 1) - 1) * pageSize;
      // The cohort programme named (else the selected one), held by the caller: CallScope's check.
      const [read] = scope.resolved.progs;
      let q = db
        .selectFrom('cohortModules as cm')
        .innerJoin('modules as m', 'm.moduleId', 'cm.moduleId')
        .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'cm.cohortProgId')
        .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
        .select([
          'cm.cohortModuleId',
          'm.moduleCode',
          'm.moduleName',
          'c.cohortYear',
          sql<number>`count(*) over ()`.as('total'),
        ])
        .where('cm.cohortProgId', '=', read!.cohortProgId);
      if (body.moduleCode) q = q.where('m.moduleCode', 'ilike', containsPattern(body.moduleCode));
      if (body.moduleName) q = q.where('m.moduleName', 'ilike', containsPattern(body.moduleName));
      const rows = await q
        .orderBy('m.moduleCode')
        .orderBy('cm.cohortModuleId')
        .limit(pageSize)
        .offset(startRow)
        .execute();
      return { list: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
    },
  }),
];
