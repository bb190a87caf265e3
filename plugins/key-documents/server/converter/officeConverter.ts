import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ConversionFailed, runSandboxed, type ConverterTools } from './sandbox.js';

/** What a conversion may cost; from the environment (converterOptionsFromEnv). */
export interface ConverterOptions {
  /** The whole conversion (LibreOffice, then pdftoppm) is killed past this. */
  timeoutMs: number;
  /** Pages converted at most: a longer document shows its first pages. */
  maxPages: number;
  /** Conversions one server runs at once; the others wait their turn (conversions.ts). */
  concurrency: number;
  /** Width of a slide image in pixels. */
  slideWidth: number;
}

/**
 * A document's bound is 30 s (a 20-slide deck converts in 3 s here): past it the conversion is
 * killed and the slot passes on. Conversions at once: the cores less one (1 to 4), as the PDF
 * threads, so a machine with cores to spare converts more than one document at a time.
 */
export const converterOptionsFromEnv = (env = process.env): ConverterOptions => ({
  timeoutMs: Number(env.CONVERTER_TIMEOUT_S ?? 30) * 1000,
  maxPages: Number(env.CONVERTER_MAX_PAGES ?? 100),
  concurrency: Number(env.CONVERTER_CONCURRENCY ?? Math.max(1, Math.min(4, availableParallelism() - 1))),
  slideWidth: 1280,
});

/** LibreOffice's PDF export filter for each type it converts, and the LibreOffice module it needs. */
const PDF_FILTER: Record<string, string> = {
  doc: 'writer_pdf_Export',
  docx: 'writer_pdf_Export',
  xls: 'calc_pdf_Export',
  xlsx: 'calc_pdf_Export',
  ppt: 'impress_pdf_Export',
  pptx: 'impress_pdf_Export',
  tif: 'draw_pdf_Export',
};
export const convertible = (ext: string) => Object.hasOwn(PDF_FILTER, ext);

/**
 * The profile's settings, written before LibreOffice first starts with it: macros never run
 * (security level 'very high' and macro execution disabled, so not even a signed or trusted
 * macro), links in Writer and Calc documents are never updated on load, and documents may not
 * fetch images from untrusted referers. The sandbox has no network anyway; these keep LibreOffice
 * from trying.
 */
const REGISTRY = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>1</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>2</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="UseLocking" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
`;

/**
 * Office documents to PDF and slides to images, by LibreOffice headless and pdftoppm in the
 * sandbox (sandbox.ts): each conversion gets its own temporary folder and LibreOffice profile
 * (-env:UserInstallation), runs with --norestore --nolockcheck --nodefault, and is killed with
 * its whole process group past the time limit. How many run at once is the caller's bound
 * (conversions.ts).
 */
export class OfficeConverter {
  constructor(
    private readonly tools: ConverterTools | null,
    readonly opts: ConverterOptions,
  ) {}

  get available(): boolean {
    return this.tools !== null;
  }

  /** A PDF of the document (its first maxPages pages). */
  toPdf(bytes: Buffer, ext: string): Promise<Buffer> {
    return this.run(bytes, ext, async (work) => readFile(path.join(work, 'out', 'document.pdf')));
  }

  /** One PNG per page of the document (at most maxPages), in order. */
  toSlides(bytes: Buffer, ext: string): Promise<Buffer[]> {
    return this.run(
      bytes,
      ext,
      async (work) => {
        const out = path.join(work, 'out');
        const pages = (await readdir(out)).filter((f) => /^slide-\d+\.png$/.test(f));
        // pdftoppm pads the numbers to the page count's width, so the names sort as the pages do.
        pages.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
        return Promise.all(pages.map((f) => readFile(path.join(out, f))));
      },
      true,
    );
  }

  private async run<T>(bytes: Buffer, ext: string, collect: (work: string) => Promise<T>, slides = false): Promise<T> {
    const tools = this.tools;
    if (!tools) throw new ConversionFailed('the converter is not installed on this server');
    const filter = PDF_FILTER[ext];
    if (!filter) throw new ConversionFailed(`no conversion for .${ext}`);
    {
      const work = await mkdtemp(path.join(tmpdir(), 'wil-convert-'));
      try {
        await mkdir(path.join(work, 'in'));
        await mkdir(path.join(work, 'out'));
        await mkdir(path.join(work, 'profile', 'user'), { recursive: true });
        await writeFile(path.join(work, 'profile', 'user', 'registrymodifications.xcu'), REGISTRY);
        await writeFile(path.join(work, 'in', `document.${ext}`), bytes);
        const range = JSON.stringify({ PageRange: { type: 'string', value: `1-${this.opts.maxPages}` } });
        const soffice = [
          tools.soffice,
          '-env:UserInstallation=file:///work/profile',
          '--headless',
          '--invisible',
          '--norestore',
          '--nolockcheck',
          '--nodefault',
          '--nologo',
          '--nofirststartwizard',
          '--convert-to',
          `pdf:${filter}:${range}`,
          '--outdir',
          '/work/out',
          `/work/in/document.${ext}`,
        ];
        const deadline = Date.now() + this.opts.timeoutMs;
        await runSandboxed(tools, work, soffice, this.opts.timeoutMs);
        if (slides) {
          const left = deadline - Date.now();
          if (left <= 0) throw new ConversionFailed(`stopped after ${this.opts.timeoutMs} ms`);
          await runSandboxed(
            tools,
            work,
            [
              tools.pdftoppm,
              '-png',
              '-scale-to',
              String(this.opts.slideWidth),
              '-f',
              '1',
              '-l',
              String(this.opts.maxPages),
              '/work/out/document.pdf',
              '/work/out/slide',
            ],
            left,
          );
        }
        try {
          return await collect(work);
        } catch {
          throw new ConversionFailed('LibreOffice made no output (the file may be damaged)');
        }
      } finally {
        await rm(work, { recursive: true, force: true }).catch(() => {});
      }
    }
  }
}
