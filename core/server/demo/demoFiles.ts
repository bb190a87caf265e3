/**
 * Small but real demo files for the areas' demo data (issue 27), handed to every seed as
 * `ctx.demoFiles` (core/server/plugin.ts SeedContext). Each maker is built on a well-kept
 * library (docs/DECISIONS.md): PDF by pdfkit, PNG by pngjs, workbooks by exceljs, Word documents
 * by docx, presentations by pptxgenjs, MP3 by lamejs, WAV by wavefile. To add a kind, add a member to DemoFiles, its
 * maker in demoFileMakers.ts and its line below; every seed then has it.
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
  /** A PowerPoint presentation (16:9): one slide per entry, a title and lines of text. */
  pptx(slides: readonly { title: string; lines: readonly string[] }[]): Promise<Buffer>;
  /** An MP3 (mono, 22.05 kHz, 64 kbit/s): a sine tone of `hz` for `seconds`, faded in and out. */
  mp3(seconds: number, hz: number): Promise<Buffer>;
  /** A WAV (PCM, mono, 16-bit, 22.05 kHz) of the same tone. */
  wav(seconds: number, hz: number): Promise<Buffer>;
  /** A UTF-8 text file of the lines (LF line ends). */
  txt(lines: readonly string[]): Promise<Buffer>;
}

export type Rgb = readonly [number, number, number];

/** The libraries are loaded when a seed first makes a file: a server on an existing database never does. */
let loaded: Promise<DemoFiles> | null = null;
const makers = () => (loaded ??= import('./demoFileMakers.js').then((m) => m.demoFileMakers));
const lazy = <K extends keyof DemoFiles>(kind: K): DemoFiles[K] =>
  (async (...args: unknown[]) =>
    ((await makers())[kind] as (...a: unknown[]) => Promise<Buffer>)(...args)) as DemoFiles[K];

export const demoFiles: DemoFiles = {
  pdf: lazy('pdf'),
  png: lazy('png'),
  xlsx: lazy('xlsx'),
  docx: lazy('docx'),
  pptx: lazy('pptx'),
  mp3: lazy('mp3'),
  wav: lazy('wav'),
  txt: lazy('txt'),
};
