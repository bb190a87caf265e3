import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PptxGenJS from 'pptxgenjs';
import { Mp3Encoder } from '@breezystack/lamejs';
import wavefile from 'wavefile';
import type { DemoFiles, Rgb } from './demoFiles.js';

// The makers behind core/server/demo/demoFiles.ts, loaded when a seed first makes a file.

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

/**
 * The docx package writes the document (its paragraphs, styles and package parts). It stamps the
 * package with the time it was made (core properties, zip entries): those are set to DEMO_DATE
 * afterwards, so the same demo data makes the same file.
 */
async function docx(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const doc = new Document({
    creator: 'WIL Academic demo data',
    title,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })),
        ],
      },
    ],
  });
  const zip = await JSZip.loadAsync(await Packer.toBuffer(doc));
  const stamp = DEMO_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const core = await zip.file('docProps/core.xml')?.async('string');
  if (core) zip.file('docProps/core.xml', core.replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${stamp}`));
  for (const entry of Object.values(zip.files)) entry.date = DEMO_DATE;
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** PptxGenJS writes the package (the most used pptx writer for JavaScript). */
async function pptx(slides: readonly { title: string; lines: readonly string[] }[]): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.title = slides[0]?.title ?? 'Presentation';
  for (const [i, s] of slides.entries()) {
    const slide = deck.addSlide();
    slide.background = { color: i % 2 ? 'F4F6F8' : 'FFFFFF' };
    slide.addText(s.title, { x: 0.5, y: 0.4, w: 9, h: 0.9, fontSize: 30, bold: true, color: '1F3A5F' });
    slide.addText(
      s.lines.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
      { x: 0.7, y: 1.5, w: 8.6, h: 3.5, fontSize: 18, color: '333333', valign: 'top' },
    );
  }
  const out = await deck.write({ outputType: 'nodebuffer', compression: true });
  return Buffer.from(out as Uint8Array);
}

const SAMPLE_RATE = 22050;

/** A faded sine tone as 16-bit samples. */
function tone(seconds: number, hz: number): Int16Array {
  const n = Math.round(seconds * SAMPLE_RATE);
  const fade = Math.min(n / 2, SAMPLE_RATE / 20);
  const samples = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const envelope = Math.min(1, i / fade, (n - 1 - i) / fade);
    samples[i] = Math.round(Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) * envelope * 0.4 * 32767);
  }
  return samples;
}

/** LAME's encoder in JavaScript (@breezystack/lamejs, the maintained lamejs). */
async function mp3(seconds: number, hz: number): Promise<Buffer> {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 64);
  const samples = tone(seconds, hz);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += 1152) parts.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
}

/** wavefile writes the RIFF header and chunks. */
async function wav(seconds: number, hz: number): Promise<Buffer> {
  const file = new wavefile.WaveFile();
  file.fromScratch(1, SAMPLE_RATE, '16', tone(seconds, hz));
  return Buffer.from(file.toBuffer());
}

async function txt(lines: readonly string[]): Promise<Buffer> {
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The kernel's demo file makers. */
export const demoFileMakers: DemoFiles = { pdf, png, xlsx, docx, pptx, mp3, wav, txt };
