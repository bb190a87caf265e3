import { randomInt } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { fileHeaders } from '../http/fileReply.js';
import { XlsxWriter, type XlsxColumn, type XlsxValue } from './xlsxWriter.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** '<name>_<YYYYMMDDHHmmss>_<4 random digits>.<ext>' (spec 001 §7), in the server's local time. */
export function exportFileName(name: string, ext = 'xlsx', now = new Date()): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${name.replace(/[^A-Za-z0-9 _-]/g, '')}_${stamp}_${pad(randomInt(0, 10000), 4)}.${ext}`;
}

/** The sheet a route writes its rows to (replyXlsx). */
export interface XlsxSheet {
  /**
   * Sends the headers and the workbook's first parts (the header row). Until then a refusal is
   * still the JSON envelope; the first addRows begins by itself.
   */
  begin(): Promise<void>;
  /** Writes a batch of rows (one value per column), waiting while the download is behind. */
  addRows(rows: readonly (readonly XlsxValue[])[]): Promise<void>;
  /** One row into the pending batch, after begin(), for rows built one at a time; flush() sends it on. */
  appendRow(values: readonly XlsxValue[]): void;
  flush(): Promise<void>;
}

export interface XlsxReplyOptions {
  /** The file's name before its timestamp: 'Student List' answers 'Student List_20261125093000_0421.xlsx'. */
  name: string;
  /** The sheet's name (Excel's rules are applied); `name` by default. */
  sheetName?: string;
  columns: readonly XlsxColumn[];
  /** zlib level (1 fast … 9 small); 1 by default. */
  level?: number;
}

/**
 * Streams an .xlsx answer for a route (issue 27): the handler returns what this returns.
 *
 *   handler: (ctx) => replyXlsx(ctx, { name: 'Student List', columns }, async (sheet) => {
 *     for await (const batch of rowsOf(ctx.db)) await sheet.addRows(batch);
 *   }),
 *
 * The file name follows spec 001 §7, with the content type, an attachment disposition and the
 * X-File-Name header the client saves it under (core/server/http/fileReply.ts). Rows are written
 * through the kernel's streaming writer (xlsxWriter.ts): memory stays flat whatever their count.
 * A throw before the sheet begins answers the envelope; after, the download is cut off and logged.
 */
export async function replyXlsx(
  ctx: { reply: FastifyReply; log: FastifyBaseLogger },
  opts: XlsxReplyOptions,
  write: (sheet: XlsxSheet) => Promise<void>,
): Promise<FastifyReply> {
  const { reply, log } = ctx;
  const out = new PassThrough();
  const writer = new XlsxWriter(out, {
    sheetName: opts.sheetName ?? opts.name,
    columns: [...opts.columns],
    level: opts.level,
  });
  const fileName = exportFileName(opts.name);
  let begun = false;
  const begin = async () => {
    if (begun) return;
    begun = true;
    fileHeaders(reply, fileName, XLSX_CONTENT_TYPE);
    reply.send(out);
    await writer.start();
  };
  const sheet: XlsxSheet = {
    begin,
    async addRows(rows) {
      await begin();
      await writer.addRows(rows);
    },
    appendRow(values) {
      if (!begun) throw new Error('Call begin() before appendRow().');
      writer.appendRow(values);
    },
    flush: () => writer.flush(),
  };
  try {
    await write(sheet);
    await begin();
    await writer.finish();
    out.end();
  } catch (e) {
    // Before the first byte, a refusal (or a failure) is the JSON envelope.
    if (!begun) throw e;
    writer.abort();
    if (out.destroyed) log.info({ fileName }, 'export cancelled by the client');
    else {
      log.error({ err: e, fileName }, 'export failed');
      out.destroy(e as Error);
    }
  }
  return reply;
}
