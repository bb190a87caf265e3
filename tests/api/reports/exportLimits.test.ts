import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { startSecondApp, type SecondApp } from '../../support/secondApp';
import { signInAt } from '../../support/signOnFlow';
import { openDb } from '../../support/db';
import { cohortProgOf } from './helpers';

/**
 * Issue 10: an export Excel cannot hold is refused before anything is written, and what is
 * written is what the database holds: control characters, escape-like text, real dates and
 * numbers. The rows come from a view over generate_series, 1,048,576 of them (one more than a
 * sheet holds beside its header), in a config folder of this test's own.
 */
const VIEW = 'test_export_limits_v';
const definition = {
  id: 'exportLimits',
  titleKey: 'title',
  route: 'exportLimitsReport',
  menu: null,
  permission: { functionCode: 'REPORT' },
  calls: {},
  exportName: 'Export Limits',
  filters: {
    schema: { type: 'object', properties: { upTo: { type: 'integer', minimum: 1 } } },
  },
  source: { from: VIEW, bind: { upTo: { column: 'n', op: 'lte' } }, sort: ['n'], defaultSort: 'n' },
  columns: [
    { field: 'n', column: 'n', labelKey: 'n', format: 'number' },
    { field: 'label', column: 'label', labelKey: 'label' },
    { field: 'day', column: 'day', labelKey: 'day', format: 'date' },
    { field: 'amount', column: 'amount', labelKey: 'amount', format: 'number', decimals: 2 },
  ],
  export: true,
  labels: Object.fromEntries(
    ['en', 'zh-Hant', 'zh-Hans'].map((l) => [
      l,
      { title: 'Export Limits', n: 'N', label: 'Label', day: 'Day', amount: 'Amount' },
    ]),
  ),
};

/** exceljs hands inline strings back undecoded; this is its own _xHHHH_ decoder (as Excel reads). */
const TextXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/strings/text-xform.js');
function asExcelReads(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const t = new TextXform();
  t.parseOpen({ name: 't' });
  t.parseText(raw);
  return t.model as string;
}

let dir: string;
let app: SecondApp;
let db: pg.Pool;
let post: (p: string, body: unknown) => Promise<Response>;
beforeAll(async () => {
  db = openDb();
  await db.query(`create or replace view ${VIEW} as
    select g as n,
           case g when 1 then E'bell\\x01ring\\x1fend' when 2 then 'A_x000D_B' when 3 then repeat('w', 40000)
                  else 'row ' || g end as label,
           (date '2024-01-30' + g)::date as day,
           (g * 1.25)::numeric(12, 2) as amount
      from generate_series(1, 1048576) g`);
  dir = await mkdtemp(path.join(tmpdir(), 'wil-export-limits-'));
  const base = process.env.CONFIG_DIR ? path.resolve(process.env.CONFIG_DIR) : path.resolve('config');
  await writeFile(path.join(dir, 'app.json'), await readFile(path.join(base, 'app.json')));
  await mkdir(path.join(dir, 'reports'));
  await writeFile(path.join(dir, 'reports', 'exportLimits.json'), JSON.stringify(definition));
  app = await startSecondApp({ configDir: dir });
  const { accessToken } = await signInAt(app.url, 'mc01');
  const cp = await cohortProgOf(db, 'BSCCS');
  post = (p, body) =>
    fetch(`${app.url}/api/${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        'x-cohort-prog-id': String(cp),
      },
      body: JSON.stringify(body),
    });
});
afterAll(async () => {
  await app?.close();
  await db?.query(`drop view if exists ${VIEW}`);
  await db?.end();
  await rm(dir, { recursive: true, force: true });
});

describe('report export limits (issue 10)', () => {
  it('refuses an export past 1,048,575 data rows with the envelope, asking to narrow the filters', async () => {
    const res = await post('reports/export', { reportId: 'exportLimits' });
    expect(res.headers.get('content-type')).toContain('json');
    expect(res.headers.get('x-file-name')).toBeNull();
    const answer = (await res.json()) as { msg: string; errorCode: string };
    expect(answer.errorCode).toBe('VALIDATION');
    expect(answer.msg).toBe(
      'This export has more than 1,048,575 rows, more than Excel can hold. Please narrow the filters and export again.',
    );
    // The screen's list of the same report still answers the whole total.
    const list = (await (await post('reports/search', { reportId: 'exportLimits', pageSize: 1 })).json()) as any;
    expect(list.object.total).toBe(1_048_576);
  });

  it('writes control characters and escape-like text literally, real dates and numbers, long text cut', async () => {
    const res = await post('reports/export', { reportId: 'exportLimits', upTo: 4 });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-file-name')).toMatch(/^Export Limits_\d{14}_\d{4}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(5);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['N', 'Label', 'Day', 'Amount']);
    expect(asExcelReads(sheet.getCell('B2').value)).toBe('bell\u0001ring\u001fend');
    expect(asExcelReads(sheet.getCell('B3').value)).toBe('A_x000D_B');
    expect(sheet.getCell('B4').value).toBe('w'.repeat(32_767));
    expect(sheet.getCell('B5').value).toBe('row 4');
    for (let r = 2; r <= 5; r++) {
      const n = r - 1;
      expect(sheet.getCell(`A${r}`).value).toBe(n);
      // A real date (a serial with a date format): Excel sorts the column as dates.
      expect(sheet.getCell(`C${r}`).type).toBe(ExcelJS.ValueType.Date);
      expect(sheet.getCell(`C${r}`).value).toEqual(new Date(Date.UTC(2024, 0, 30 + n)));
      expect(sheet.getCell(`C${r}`).numFmt).toBe('dd mmm yyyy');
      expect(sheet.getCell(`D${r}`).type).toBe(ExcelJS.ValueType.Number);
      expect(sheet.getCell(`D${r}`).value).toBe(n * 1.25);
    }
  });
});
