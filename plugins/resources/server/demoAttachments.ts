import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * Small but real demo attachments, made on first use (the seed hook has no file store): a PDF,
 * a Word document, an Excel workbook and a PNG image.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG of horizontal colour bands (RGB, 8 bits). */
export function makePng(width: number, height: number, bands: [number, number, number][]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = bands[Math.floor((y * bands.length) / height)]!;
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const shade = 0.75 + 0.25 * (x / width);
      raw[row + 1 + x * 3] = Math.round(r * shade);
      raw[row + 2 + x * 3] = Math.round(g * shade);
      raw[row + 3 + x * 3] = Math.round(b * shade);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with a title and lines of text (Helvetica). */
export function makePdf(title: string, lines: string[]): Buffer {
  const stream = [
    'BT /F1 18 Tf 72 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 14 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document (.docx) with a heading and paragraphs. */
export async function makeDocx(title: string, paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const para = (t: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(t)}</w:t></w:r></w:p>`;
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para(title, true)}${paragraphs.map((p) => para(p)).join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An Excel workbook (.xlsx) with a header row and rows. */
export async function makeXlsx(sheetName: string, header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c) => (c.width = 24));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The demo attachments by storage path; the seed points annexes at these paths. */
export const DEMO_FILES: Partial<Record<string, () => Promise<Buffer> | Buffer>> = {
  'resources/demo/WIL_Student_Handbook.pdf': () =>
    makePdf('Work-Integrated Learning Handbook', [
      'This handbook explains the WIL placement for academic supervisors.',
      '1. Before the placement: approve the job post and the student application.',
      '2. During the placement: keep in touch with the student every four weeks.',
      '3. After the placement: review the WPA form within two weeks.',
      'Questions: wil-office@wil.example.edu',
    ]),
  'resources/demo/Supervisor_Visit_Record.docx': () =>
    makeDocx('Academic Supervisor Visit Record', [
      'Student name: ______________________   Student ID: ____________',
      'Company: ______________________   Date of visit: ____________',
      'Summary of the discussion with the student and the industry supervisor:',
      'Follow-up actions:',
    ]),
  'resources/demo/WPA_Mark_Calculator.xlsx': () =>
    makeXlsx(
      'WPA marks',
      ['Question', 'Weighting (%)', 'Rating (0-5)', 'Weighted mark'],
      [
        ['Q1 Professional attitude', 12.5, 4, 10],
        ['Q2 Communication', 12.5, 5, 12.5],
        ['Q3 Teamwork', 12.5, 3, 7.5],
        ['Q4 Problem solving', 12.5, 4, 10],
      ],
    ),
  'resources/demo/WIL_Timeline.png': () =>
    makePng(480, 120, [
      [37, 99, 235],
      [22, 163, 74],
      [234, 179, 8],
      [220, 38, 38],
    ]),
  'resources/demo/Placement_Insurance_Guide.pdf': () =>
    makePdf('Placement Insurance Guide', [
      'Every student on placement is covered by the institution’s group policy.'.replace('’', "'"),
      'Overseas placements need the travel insurance form two weeks before departure.',
    ]),
};
