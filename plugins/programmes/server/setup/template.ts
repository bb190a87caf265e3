import { SETUP_COLUMNS } from './columns.js';

/** The downloadable template: the header row, one example row, and a sheet explaining each column. */
export async function buildTemplate(): Promise<Buffer> {
  // exceljs is loaded by the first template or upload, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'WIL Academic';
  const sheet = book.addWorksheet('Programme Setup');
  sheet.columns = SETUP_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const notes = book.addWorksheet('How to fill in');
  notes.columns = [
    { header: 'Column', key: 'header', width: 36 },
    { header: 'What to enter', key: 'note', width: 90 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of SETUP_COLUMNS) notes.addRow({ header: c.header, note: c.note });
  notes.addRow({});
  notes.addRow({ header: 'Rows', note: 'One row per cohort programme. A row for an existing setup replaces it.' });
  notes.addRow({ header: 'All or nothing', note: 'If any row is wrong, nothing is saved and every fault is listed.' });
  return Buffer.from(await book.xlsx.writeBuffer());
}
