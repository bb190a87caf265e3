import { describe, expect, it } from 'vitest';
import { CamelCasePlugin, type KyselyPlugin, type QueryId } from 'kysely';
import { compileOnly } from '../../support/compileOnly';
import { RowCamelCasePlugin } from '@core/server/db/rowCamelCase';

const args = (rows: Record<string, unknown>[]) => ({
  queryId: { queryId: 'q' } as QueryId,
  result: { rows, numAffectedRows: 3n },
});

describe('RowCamelCasePlugin', () => {
  const fast = new RowCamelCasePlugin();
  const kysely = new CamelCasePlugin({ maintainNestedObjectKeys: true });

  it('renames every row as kysely CamelCasePlugin with nested keys kept does', async () => {
    const rows = () => [
      { job_appl_id: 1, student_entry_year: 2024, payload: { client_id: 'x' }, role_codes: ['MC', 'AS'], x2_y: null },
      { job_appl_id: 2, student_entry_year: null, payload: null, role_codes: [], x2_y: 'a' },
    ];
    const ours = await fast.transformResult(args(rows()));
    expect(ours).toEqual(await kysely.transformResult(args(rows())));
    expect(ours.rows[0]).toEqual({
      jobApplId: 1,
      studentEntryYear: 2024,
      payload: { client_id: 'x' },
      roleCodes: ['MC', 'AS'],
      x2Y: null,
    });
    expect(ours.numAffectedRows).toBe(3n);
  });

  it('leaves a result without rows as it is', async () => {
    const empty = args([]);
    expect(await fast.transformResult(empty)).toBe(empty.result);
  });

  it("names columns and tables in SQL as kysely's plugin does, the second time from its memory too", () => {
    const compiled = (plugin: KyselyPlugin) => {
      const db = compileOnly([plugin]);
      return db
        .selectFrom('jobApplications as ja')
        .innerJoin('academicStaff', 'academicStaff.userId', 'ja.lastUpdatedBy')
        .select(['ja.jobApplId', 'ja.studentEntryYear', 'academicStaff.x2Y as acadPhotoURL'])
        .where('ja.jobApplStatus', '=', 'TEACHER_REVIEWING')
        .compile().sql;
    };
    const expected = compiled(kysely);
    expect(expected).toContain('"job_appl_id"');
    expect(compiled(fast)).toBe(expected);
    expect(compiled(fast)).toBe(expected);
  });
});
