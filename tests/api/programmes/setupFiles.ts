import ExcelJS from 'exceljs';
import { SETUP_COLUMNS } from '@plugins/programmes/server/setup/columns.js';

export type SetupRow = Record<string, string | number | null>;

/** A setup workbook as a user would fill in the template. */
export async function setupWorkbook(rows: SetupRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Programme Setup');
  sheet.addRow(SETUP_COLUMNS.map((c) => c.header));
  for (const r of rows) sheet.addRow(SETUP_COLUMNS.map((c) => r[c.field] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A valid row: weightings 20 + 40 + 10 + 30 and eight questions of 12.5. */
export function goodRow(progCode: string, cohortYear: number, extra: SetupRow = {}): SetupRow {
  const row: SetupRow = {
    progCode,
    cohortYear,
    leader: 'pl01',
    convener: 'mc01',
    supervisors: 'as01',
    assignment1LogWeighting: 20,
    assignment2FinalReportWeighting: 40,
    assignment3OtherWeighting: 10,
    wpaWeighting: 30,
  };
  for (let n = 1; n <= 8; n++) row[`wpaQuestion${n}Weighting`] = 12.5;
  return { ...row, ...extra };
}
