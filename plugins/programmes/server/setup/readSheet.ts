import type ExcelJS from 'exceljs';
import { validation } from '@core/server/http/appError.js';
import { MAX_ROWS, SETUP_COLUMNS, type SetupField } from './columns.js';
import type { RowError, SheetRow } from './validateSetup.js';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A cell as plain text. Formulas are refused: only typed values are data (files are never run). */
function cellText(v: ExcelJS.CellValue): string | { formula: true } {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('formula' in v || 'sharedFormula' in v) return { formula: true };
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
  }
  return '';
}

/**
 * Reads the first sheet of an .xlsx setup file: the header row must name the template's columns
 * (in any order); every later non-empty row is one cohort programme.
 */
export async function readSetupSheet(bytes: Buffer): Promise<{ rows: SheetRow[]; errors: RowError[] }> {
  const { default: excel } = await import('exceljs'); // loaded by the first upload, not at start
  const book = new excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw validation('The file could not be read as an Excel workbook.');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw validation('The workbook has no sheet.');
  const byHeader = new Map(SETUP_COLUMNS.map((c) => [norm(c.header), c.field]));
  const columnOf = new Map<number, SetupField>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value);
    const field = typeof text === 'string' ? byHeader.get(norm(text)) : undefined;
    if (field) columnOf.set(col, field);
  });
  const missing = SETUP_COLUMNS.filter((c) => ![...columnOf.values()].includes(c.field)).map((c) => c.header);
  if (missing.length) {
    throw validation(`The first row must be the template's header row; missing: ${missing.join(', ')}.`);
  }
  const rows: SheetRow[] = [];
  const errors: RowError[] = [];
  const headerOf = new Map(SETUP_COLUMNS.map((c) => [c.field, c.header]));
  for (let r = 2; r <= sheet.rowCount; r++) {
    const cells: Partial<Record<SetupField, string>> = {};
    let any = false;
    for (const [col, field] of columnOf) {
      const t = cellText(sheet.getRow(r).getCell(col).value);
      if (typeof t !== 'string') {
        errors.push({ row: r, column: headerOf.get(field)!, reason: 'Formulas are not accepted; type the value.' });
        any = true;
        continue;
      }
      if (t.trim()) any = true;
      cells[field] = t;
    }
    if (any) rows.push({ row: r, cells });
  }
  if (rows.length === 0) throw validation('The file has no rows below the header row.');
  if (rows.length > MAX_ROWS) throw validation(`The file has ${rows.length} rows; at most ${MAX_ROWS} are accepted.`);
  return { rows, errors };
}
