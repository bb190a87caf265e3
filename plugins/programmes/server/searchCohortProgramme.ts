import { sql } from 'kysely';
import type { FromSchema } from 'json-schema-to-ts';
import type { searchCohortProgrammeBody } from '@schemas/programmes/programmes.js';
import type { RouteContext } from '@core/server/plugin.js';
import { allowedProgIds } from './allowedProgrammes.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { YesNo } from '@core/shared/audit.js';

type Body = FromSchema<typeof searchCohortProgrammeBody>;

const ORDER: Record<string, string> = {
  dept_code: 'd.dept_code',
  prog_code: 'p.prog_code',
  prog_title: 'p.prog_title',
  cohort_year: 'c.cohort_year',
};

/** studentProgramme/searchCohortProgramme: the Programme Name by Cohort picker (spec 001 §2, §7). */
export async function searchCohortProgramme({ db, actor, body }: RouteContext<Body>) {
  const allowed = await allowedProgIds(db, actor);
  if (allowed.length === 0) return { list: [], total: 0 };
  let q = db
    .selectFrom('cohortProgrammes as cp')
    .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
    .innerJoin('programmes as p', 'p.progId', 'cp.progId')
    .innerJoin('departments as d', 'd.deptId', 'p.deptId')
    .where('p.progId', 'in', allowed);
  if (body.cohortId) q = q.where('cp.cohortId', '=', body.cohortId);
  if (body.progCodeList?.length) q = q.where('p.progCode', 'in', body.progCodeList);
  if (body.deptCode?.trim()) q = q.where('d.deptCode', 'ilike', containsPattern(body.deptCode.trim()));
  if (body.progCode?.trim()) q = q.where('p.progCode', 'ilike', containsPattern(body.progCode.trim()));
  if (body.progTitle?.trim()) q = q.where('p.progTitle', 'ilike', containsPattern(body.progTitle.trim()));
  const [key, desc] = (body.orderBy || 'cohort_year DESC').split(' ');
  // The column comes from the allow-list above (the schema's enum already limits orderBy).
  const column = sql.raw(ORDER[key!] ?? 'c.cohort_year');
  const direction = sql.raw(desc === 'DESC' ? 'desc' : 'asc');
  const rows = await q
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
    .orderBy(sql`${column} ${direction}`)
    .orderBy('p.progCode')
    .orderBy('c.cohortYear', 'desc')
    .limit(body.pageSize ?? 10)
    .offset(body.startRow ?? 0)
    .execute();
  return { list: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
}
