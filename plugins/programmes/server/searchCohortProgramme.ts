import { sql } from 'kysely';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { programmeCalls } from '@schemas/programmes/calls.js';
import type { HeldScope } from '@core/server/auth/scope.js';
import type { ProgrammesDb } from './area.js';
import { containsPattern } from '@core/shared/likePattern.js';
import { orderFrom } from '@core/server/db/lists.js';
import { pickerPage } from './pickerPage.js';
import type { YesNo } from '@core/shared/audit.js';

type Body = PayloadOf<typeof programmeCalls.searchCohortProgramme>;

/** Sort names of the picker (the schema's enum) → columns: the kernel's allow-list. */
const ORDER = new Map([
  ['dept_code', 'd.dept_code'],
  ['prog_code', 'p.prog_code'],
  ['prog_title', 'p.prog_title'],
  ['cohort_year', 'c.cohort_year'],
]);

/** studentProgramme/searchCohortProgramme: the Programme Name by Cohort picker (spec 001 §2, §7). */
export function searchCohortProgramme(db: ProgrammesDb, scope: HeldScope, body: Body) {
  return pickerPage(scope, () => {
    let q = db
      .selectFrom('cohortProgrammes as cp')
      .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
      .innerJoin('programmes as p', 'p.progId', 'cp.progId')
      .innerJoin('departments as d', 'd.deptId', 'p.deptId')
      .where('p.progId', 'in', scope.progIds);
    if (scope.cohortId) q = q.where('cp.cohortId', '=', scope.cohortId);
    if (body.deptCode?.trim()) q = q.where('d.deptCode', 'ilike', containsPattern(body.deptCode.trim()));
    if (body.progCode?.trim()) q = q.where('p.progCode', 'ilike', containsPattern(body.progCode.trim()));
    if (body.progTitle?.trim()) q = q.where('p.progTitle', 'ilike', containsPattern(body.progTitle.trim()));
    return q
      .select([
        'cp.cohortProgId',
        'cp.cohortId',
        'c.cohortYear',
        'p.progId',
        'p.progCode',
        'p.progTitle',
        'd.deptCode',
        sql<string>`d.dept_code || ' - ' || d.dept_name`.as('deptDisplayName'),
        sql<YesNo>`case when exists (select 1 from programme_parameters pp
          where pp.cohort_prog_id = cp.cohort_prog_id) then 'Y' else 'N' end`.as('setupInd'),
        sql<number>`count(*) over ()`.as('total'),
      ])
      .orderBy(orderFrom(body.orderBy || 'cohort_year DESC', ORDER, 'p.prog_code, c.cohort_year desc'))
      .limit(body.pageSize ?? 10)
      .offset(body.startRow ?? 0)
      .execute();
  });
}
