import { mkdtemp, mkdir, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { startSecondApp, type SecondApp } from '../../support/secondApp';
import { signInAt } from '../../support/signOnFlow';
import { openDb } from '../../support/db';
import { cohortProgOf } from './helpers';

/** Adding a report is adding a file: a new definition in a config folder, no code change. */
const definition = {
  id: 'cohortModules',
  titleKey: 'title',
  route: 'cohortModuleReport',
  menu: { place: 'report', order: 9 },
  permission: { functionCode: 'REPORT' },
  calls: {},
  exportName: 'Cohort Module Report',
  filters: {
    schema: {
      type: 'object',
      properties: { moduleCode: { type: 'string', maxLength: 30, pattern: '^[A-Za-z0-9]*$' } },
    },
    uiSchema: {},
  },
  source: {
    area: 'modules',
    from: 'modules_student_modules_v',
    bind: { moduleCode: { column: 'module_code', op: 'like' } },
    sort: ['module_code', 'student_acct_id'],
    defaultSort: 'student_acct_id',
    scope: { programme: 'prog_code' },
  },
  columns: [
    { field: 'moduleCode', column: 'module_code', labelKey: 'code', sortKey: 'module_code' },
    { field: 'studentAcctId', column: 'student_acct_id', labelKey: 'student', sortKey: 'student_acct_id' },
  ],
  export: true,
  labels: {
    en: { title: 'Cohort Module Report', code: 'Module', student: 'Student' },
    'zh-Hant': { title: '科目報告', code: '科目', student: '學生' },
    'zh-Hans': { title: '科目报告', code: '科目', student: '学生' },
  },
};

let dir: string;
let app: SecondApp;
let db: pg.Pool;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wil-reports-config-'));
  const base = process.env.CONFIG_DIR ? path.resolve(process.env.CONFIG_DIR) : path.resolve('config');
  await writeFile(path.join(dir, 'app.json'), await readFile(path.join(base, 'app.json')));
  await mkdir(path.join(dir, 'reports'));
  await cp(path.join(base, 'reports', 'student.json'), path.join(dir, 'reports', 'student.json'));
  await writeFile(path.join(dir, 'reports', 'cohortModules.json'), JSON.stringify(definition));
  app = await startSecondApp({ configDir: dir });
  db = openDb();
});
afterAll(async () => {
  await app?.close();
  await db?.end();
  await rm(dir, { recursive: true, force: true });
});

describe('a report added as a file in config/reports', () => {
  it('is in the definitions list, answers rows and exports them', async () => {
    const { accessToken } = await signInAt(app.url, 'mc01');
    const cp = await cohortProgOf(db, 'BSCCS');
    const post = (p: string, body: unknown) =>
      fetch(`${app.url}/api/${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
          'x-cohort-prog-id': String(cp),
        },
        body: JSON.stringify(body),
      });
    const defs = (await (await post('reports/definitions', {})).json()) as any;
    const def = defs.object.find((d: any) => d.id === 'cohortModules');
    expect(def.menu).toEqual({ place: 'report', order: 9 });
    expect(def.columns.map((c: any) => c.field)).toEqual(['moduleCode', 'studentAcctId']);
    const page = (await (
      await post('reports/search', {
        reportId: 'cohortModules',
        progCode: 'BSCCS',
        orderBy: 'module_code',
        pageSize: 100,
      })
    ).json()) as any;
    expect(page.msg).toBe('SUCCESS');
    expect(page.object.total).toBeGreaterThan(0);
    const res = await post('reports/export', { reportId: 'cohortModules', progCode: 'BSCCS', orderBy: 'module_code' });
    expect(res.headers.get('x-file-name')).toMatch(/^Cohort Module Report_\d{14}_\d{4}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Module', 'Student']);
    expect(sheet.actualRowCount - 1).toBe(page.object.total);
  });
});
