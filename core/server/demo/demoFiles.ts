import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * Small but real demo files for the areas' demo data (issue 27), handed to every seed as
 * `ctx.demoFiles` (core/server/plugin.ts SeedContext). Each maker is built on a well-kept
 * library (docs/DECISIONS.md): PDF by pdfkit, PNG by pngjs, workbooks by exceljs. To add a kind
 * (pptx, mp3…), add a member to DemoFiles and its maker below; every seed then has it.
 */
export interface DemoFiles {
  /** A one-page A4 PDF: a title and lines of text (Helvetica). */
  pdf(title: string, lines: readonly string[]): Promise<Buffer>;
  /** An RGB PNG of horizontal colour bands, lighter to the right. */
  png(width: number, height: number, bands: readonly Rgb[]): Promise<Buffer>;
  /** An Excel workbook: one sheet, a bold header row, then the rows. */
  xlsx(sheetName: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]): Promise<Buffer>;
  /** A Word document: a heading and paragraphs. */
  docx(title: string, paragraphs: readonly string[]): Promise<Buffer>;
}

export type Rgb = readonly [number, number, number];

/** A fixed date, so the same demo data makes the same files. */
const DEMO_DATE = new Date(Date.UTC(2026, 0, 1));

async function pdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: title, CreationDate: DEMO_DATE } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line, { paragraphGap: 4 });
  doc.end();
  return done;
}

async function png(width: number, height: number, bands: readonly Rgb[]): Promise<Buffer> {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    const [r, g, b] = bands[Math.floor((y * bands.length) / height)]!;
    for (let x = 0; x < width; x++) {
      const shade = 0.75 + 0.25 * (x / width);
      const at = (y * width + x) * 4;
      image.data[at] = Math.round(r * shade);
      image.data[at + 1] = Math.round(g * shade);
      image.data[at + 2] = Math.round(b * shade);
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image, { colorType: 2 });
}

async function xlsx(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = DEMO_DATE;
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const r of rows) sheet.addRow([...r]);
  sheet.columns.forEach((c) => (c.width = 24));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The smallest valid WordprocessingML package (content types, relationship, document). A library
 * maker (the docx package) replaces it once a seed needs more than headings and paragraphs.
 */
async function docx(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  const opts = { date: DEMO_DATE };
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    opts,
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    opts,
  );
  const para = (t: string, heading = false) =>
    `<w:p><w:r>${heading ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(t)}</w:t></w:r></w:p>`;
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para(title, true)}${paragraphs.map((p) => para(p)).join('')}</w:body></w:document>`,
    opts,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The kernel's demo file makers. */
export const demoFiles: DemoFiles = { pdf, png, xlsx, docx };
