import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { connect, type Db } from '@core/server/db/connect.js';
import { ensureSystemParameters, SystemParameters } from '@core/server/reference/systemParameters.js';

/**
 * Plugins declare the system parameters they read with their defaults (`systemParameters`); the
 * kernel adds the missing ones at every start and never changes one an administrator has set
 * (issue 34: plugins write no kernel table, seeds included).
 */
let db: Db;
const segment = `TEST_PARAMS_${randomBytes(3).toString('hex')}`;

beforeAll(() => {
  db = connect(inject('databaseUrl'), 2).db;
});
afterAll(async () => {
  await sql`delete from sys_params where segment = ${segment}`.execute(db);
  await db.destroy();
});

describe('declared system parameters', () => {
  it('are added where missing, an administrator’s value is kept, and kernel.systemParameters reads them', async () => {
    const area = { id: 'area', systemParameters: [{ segment, code: 'LIMIT', parmValue1: '10', parmValue2: 'MB' }] };
    await ensureSystemParameters(db, [area]);
    const params = new SystemParameters(db);
    expect(await params.value(segment, 'LIMIT')).toBe('10');
    await sql`update sys_params set parm_value1 = '25' where segment = ${segment}`.execute(db);
    await ensureSystemParameters(db, [
      area,
      { id: 'other', systemParameters: [{ segment, code: 'MORE', parmValue1: 'x' }] },
    ]);
    expect(await params.value(segment, 'LIMIT')).toBe('25');
    expect(await params.value(segment, 'MORE')).toBe('x');
    await sql`update sys_params set active = 'N' where segment = ${segment} and code = 'MORE'`.execute(db);
    expect(await params.value(segment, 'MORE')).toBeNull();
  });

  it('the key-documents area’s upload limits are there without its demo data', async () => {
    const r = await sql<{ code: string; parm_value1: string }>`
      select code, parm_value1 from sys_params where segment = 'SYSTEM_CONFIG' and code in ('KEY_DOCUMENT_FILE_SIZE', 'FILE_SIZE')
      order by code`.execute(db.withoutPlugins());
    expect(r.rows).toEqual([
      { code: 'FILE_SIZE', parm_value1: '10' },
      { code: 'KEY_DOCUMENT_FILE_SIZE', parm_value1: '10' },
    ]);
  });
});
