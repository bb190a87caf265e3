import { sql, type RawBuilder } from 'kysely';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ModulesDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import { replyXlsx } from '@core/server/export/xlsxReply.js';
import type { XlsxValue } from '@core/server/export/xlsxWriter.js';
import { modulesContract } from '@schemas/modules/contract.js';

const BATCH = 500;

/** One column of an export: its header and the cell of a row. */
export interface ExportColumn<R> {
  header: string;
  width?: number;
  cell(row: R): XlsxValue;
}

/**
 * Streams a statement's rows as an .xlsx answer (the kernel's streaming writer): in one read-only
 * transaction, through a server-side cursor, a batch fetched while the last one is written, so
 * memory stays flat whatever the module's size. A refusal raised before (by `query`) is still the
 * JSON envelope.
 */
export function exportRows<R>(
  ctx: { db: ModulesDb; reply: FastifyReply; log: FastifyBaseLogger },
  file: { name: string; columns: readonly ExportColumn<R>[] },
  query: RawBuilder<R>,
): Promise<FastifyReply> {
  const compiled = query.compile(ctx.db);
  const cols = file.columns.map((c) => ({ header: c.header, width: c.width }));
  const values = new Array<XlsxValue>(file.columns.length);
  return replyXlsx(ctx, { name: file.name, columns: cols }, (sheet) =>
    ctx.db.connection().execute(async (conn) => {
      await sql`begin transaction isolation level repeatable read read only`.execute(conn);
      const fetch = () => sql<R>`fetch ${sql.raw(String(BATCH))} from modules_export`.execute(conn);
      let next: ReturnType<typeof fetch> | null = null;
      try {
        await sheet.begin();
        await sql`set local cursor_tuple_fraction = 1`.execute(conn);
        await conn.executeQuery({ ...compiled, sql: `declare modules_export no scroll cursor for ${compiled.sql}` });
        next = fetch();
        while (next) {
          const batch: R[] = (await next).rows;
          next = batch.length === BATCH ? fetch() : null;
          for (const r of batch) {
            for (let i = 0; i < file.columns.length; i++) values[i] = file.columns[i]!.cell(r);
            sheet.appendRow(values);
          }
          await sheet.flush();
        }
      } finally {
        next?.catch(() => undefined);
        await sql`rollback`.execute(conn);
      }
    }),
  );
}

/** The contributed student figures' columns, in the point's order (absent while their area is off). */
export function contributedColumns<R>(kernel: Kernel, headers: Record<string, string>): ExportColumn<R>[] {
  return kernel.extensions
    .fields(modulesContract.points.studentFacts)
    .filter((f) => headers[f.name])
    .map((f) => ({ header: headers[f.name]!, width: 16, cell: (r: R) => (r as Record<string, XlsxValue>)[f.name] }));
}
