import { sql } from 'kysely';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { programmeCalls } from '@schemas/programmes/calls.js';
import type { HeldScope } from '@core/server/auth/scope.js';
import type { ProgrammesDb } from './area.js';
import { containsPattern } from '@core/shared/likePattern.js';
import { orderFrom } from '@core/server/db/lists.js';
import { pickerPage } from './pickerPage.js';

type Body = PayloadOf<typeof programmeCalls.searchProgramme>;

/** Sort names of the picker (the schema's enum) → columns: the kernel's allow-list. */
const ORDER = new Map([
  ['prog_code', 'p.prog_code'],
  ['launch_year', 'p.launch_year'],
]);

/** commonDropDown/searchProgramme: the Select Programme picker (spec 001 §2, §7). */
export function searchProgramme(db: ProgrammesDb, scope: HeldScope, body: Body) {
  return pickerPage(scope, () => {
    let q = db
      .selectFrom('programmes as p')
      .innerJoin('departments as d', 'd.deptId', 'p.deptId')
      .where('p.progId', 'in', scope.progIds);
    if (body.progCode?.trim()) q = q.where('p.progCode', 'ilike', containsPattern(body.progCode.trim()));
    if (body.progTitle?.trim()) q = q.where('p.progTitle', 'ilike', containsPattern(body.progTitle.trim()));
    if (body.deptId) q = q.where('p.deptId', '=', body.deptId);
    if (body.activeInd) q = q.where('p.active', '=', body.activeInd);
    return q
      .select([
        'p.progId',
        'p.progCode',
        'p.progTitle',
        sql<string | null>`null`.as('progTitleC'),
        'p.launchYear as progLaunchYear',
        'p.deptId',
        'd.deptCode',
        sql<string>`d.dept_code || ' - ' || d.dept_name`.as('deptDisplayName'),
        'p.active as activeInd',
        sql<number>`count(*) over ()`.as('total'),
      ])
      .orderBy(orderFrom(body.orderBy, ORDER, 'p.prog_code'))
      .limit(body.pageSize ?? 10)
      .offset(body.startRow ?? 0)
      .execute();
  });
}
