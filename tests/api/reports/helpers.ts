import type pg from 'pg';
import ExcelJS from 'exceljs';
import { baseUrl, postAt } from '../../support/api';
import { one } from '../../support/db';

/** The cohort programme id of a programme code in the current cohort (or the latest one). */
export async function cohortProgOf(db: pg.Pool, progCode: string): Promise<number> {
  const row = await one<{ cohort_prog_id: number }>(
    db,
    `select cp.cohort_prog_id from cohort_programmes cp join programmes p on p.prog_id = cp.prog_id
       join cohorts c on c.cohort_id = cp.cohort_id where p.prog_code = $1 order by c.is_current desc, c.cohort_year desc limit 1`,
    [progCode],
  );
  if (!row) throw new Error(`no cohort programme for ${progCode}`);
  return row.cohort_prog_id;
}

export const as = (token: string, cohortProgId: number) => ({
  token,
  headers: { 'x-cohort-prog-id': String(cohortProgId) },
});

/** POSTs an export call; answers the workbook rows, or the JSON envelope when it refused. */
export async function download(path: string, body: unknown, token: string, cohortProgId: number) {
  const res = await postAt(baseUrl(), path, body, token, cohortProgId);
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json'))
    return { status: res.status, json: (await res.json()) as { msg: string; errorCode: string } };
  const bytes = Buffer.from(await res.arrayBuffer());
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { status: res.status, fileName: res.headers.get('x-file-name') ?? '', rows };
}
