import { PassThrough } from 'node:stream';
import { randomInt } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { RouteContext } from '@core/server/plugin.js';
import type { Db } from '@core/server/db/connect.js';
import type { Actor } from '@core/server/auth/actor.js';
import { hasPermission, rolesIn } from '@core/server/auth/permissions.js';
import { forbidden, notFound, validation } from '@core/server/http/appError.js';
import type { Lang, ReportColumn, ReportDefinition } from './definitions.js';
import { exportQuery, pageQuery, type QueryInput, type Scope } from './queryBuilder.js';

const PROG_CODE = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,20}$' } as const;

/** Payload keys every report call takes beside its filters (spec 001 §7: paging, scope, orderBy). */
const CONTROLS = {
  reportId: { type: 'string', maxLength: 60 },
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  startRow: { type: 'integer', minimum: 0, maximum: 100_000_000 },
  orderBy: { type: 'string', maxLength: 80, pattern: '^[a-z][a-z0-9_]{0,62}( (ASC|DESC|asc|desc))?$' },
  progCode: PROG_CODE,
  progCodeList: { type: 'array', maxItems: 500, items: PROG_CODE },
  cohortYear: { type: 'integer', minimum: 1900, maximum: 3000 },
  cohortId: { type: 'integer', minimum: 1 },
  academicSupervisorUserId: { type: 'integer', minimum: 1 },
  lang: { enum: ['en', 'zh-Hant', 'zh-Hans'] },
} as const;

const ajv = new Ajv({ allErrors: false, strict: false });
addFormats.default(ajv, ['date']);
const validators = new WeakMap<ReportDefinition, ValidateFunction>();

function validatorOf(def: ReportDefinition): ValidateFunction {
  let v = validators.get(def);
  if (!v) {
    v = ajv.compile({
      type: 'object',
      additionalProperties: false,
      properties: { ...CONTROLS, ...def.filters.schema.properties },
    });
    validators.set(def, v);
  }
  return v;
}

/** Empty inputs ('' or null) mean 'no filter'; everything else must pass the definition's schema. */
export function checkPayload(def: ReportDefinition, raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw validation('The search criteria are not valid.');
  const body = Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );
  const validate = validatorOf(def);
  if (!validate(body)) {
    const e = validate.errors?.[0];
    const field =
      e?.instancePath.replace(/^\//, '') || (e?.params as { additionalProperty?: string })?.additionalProperty;
    throw validation(field ? `The search criterion '${field}' is not valid.` : 'The search criteria are not valid.');
  }
  return body;
}

const LEAD_ROLES = ['MODULE_CONVENER', 'PROGRAMME_LEADER'];

/** Permission, then scope: programmes the caller holds a role in, and supervisors' own students. */
export async function resolveScope(db: Db, actor: Actor, def: ReportDefinition, body: Record<string, unknown>) {
  if (!(await hasPermission(db, actor, def.permission.functionCode, 'canSelect'))) {
    throw forbidden('Your role in the selected programme does not allow this.');
  }
  const scope: Scope = {};
  const s = def.source.scope ?? {};
  if (s.programme) {
    const held = await db
      .selectFrom('staffRoles as sr')
      .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
      .innerJoin('programmes as p', 'p.progId', 'cp.progId')
      .select('p.progCode')
      .distinct()
      .where('sr.academicStaffId', '=', actor.academicStaffId ?? -1)
      .execute();
    const heldSet = new Set(held.map((r) => r.progCode));
    let wanted: string[];
    if (typeof body.progCode === 'string') wanted = [body.progCode];
    else if (Array.isArray(body.progCodeList) && body.progCodeList.length) wanted = body.progCodeList as string[];
    else {
      const sel = await db
        .selectFrom('cohortProgrammes as cp')
        .innerJoin('programmes as p', 'p.progId', 'cp.progId')
        .select('p.progCode')
        .where('cp.cohortProgId', '=', actor.cohortProgId ?? -1)
        .executeTakeFirst();
      wanted = sel ? [sel.progCode] : [];
    }
    if (!wanted.length || wanted.some((c) => !heldSet.has(c))) {
      throw forbidden('You have no role in this programme.');
    }
    scope.progCodes = wanted;
  }
  if (s.cohortYear && typeof body.cohortYear === 'number') scope.cohortYear = body.cohortYear;
  if (s.supervisor) {
    const roles = await rolesIn(db, actor, actor.cohortProgId ?? -1);
    if (!roles.some((r) => LEAD_ROLES.includes(r))) scope.supervisorUserId = actor.userId;
  }
  return scope;
}

function queryInput(def: ReportDefinition, body: Record<string, unknown>): QueryInput {
  const pageSize = (body.pageSize as number | undefined) ?? 10;
  const page = (body.page as number | undefined) ?? 1;
  const startRow = (body.startRow as number | undefined) ?? (page - 1) * pageSize;
  const filters: Record<string, unknown> = {};
  for (const name of Object.keys(def.filters.schema.properties)) {
    if (body[name] !== undefined) filters[name] = body[name];
  }
  return { filters, orderBy: body.orderBy as string | undefined, startRow, pageSize };
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const keysOf = new WeakMap<ReportDefinition, [field: string, key: string][]>();
/** Result keys come camelCased (CamelCasePlugin); worked out once per definition. */
function keys(def: ReportDefinition) {
  let k = keysOf.get(def);
  if (!k) {
    k = def.columns.map((c) => [c.field, camel(c.column)]);
    keysOf.set(def, k);
  }
  return k;
}

function toRow(def: ReportDefinition, r: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [field, key] of keys(def)) row[field] = r[key] ?? null;
  return row;
}

/** The list call: { list, total }, paged and sorted in SQL. */
export async function searchReport(def: ReportDefinition, ctx: RouteContext<unknown>) {
  const body = checkPayload(def, ctx.body);
  const input = queryInput(def, body);
  const scope = await resolveScope(ctx.db, ctx.actor!, def, body);
  const result = await pageQuery(def, input, scope).execute(ctx.db);
  const rows = result.rows;
  return { list: rows.map((r) => toRow(def, r)), total: Number(rows[0]?.reportTotal ?? 0) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const YES_NO: Record<Lang, [string, string]> = { en: ['Yes', 'No'], 'zh-Hant': ['是', '否'], 'zh-Hans': ['是', '否'] };

function cellValue(def: ReportDefinition, col: ReportColumn, v: unknown, lang: Lang): string | number | null {
  if (v === null || v === undefined) return null;
  switch (col.format) {
    case 'status':
    case 'enum':
      return def.labels[lang][`enum.${String(v)}`] ?? String(v);
    case 'yesNo':
      return v === 'Y' || v === true ? YES_NO[lang][0] : YES_NO[lang][1];
    case 'date': {
      const text = v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      return m ? `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : text;
    }
    case 'number':
      return typeof v === 'number' ? v : Number(v);
    default:
      return v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : (v as string | number);
  }
}

function pad(n: number, w = 2) {
  return String(n).padStart(w, '0');
}

/** '<report name>_<YYYYMMDDHHmmss>_<4 random digits>.xlsx' (spec 001 §7). */
export function exportFileName(def: ReportDefinition, now = new Date()): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const name = def.exportName ?? def.labels.en[def.titleKey] ?? def.id;
  return `${name.replace(/[^A-Za-z0-9 _-]/g, '')}_${stamp}_${pad(randomInt(0, 10000), 4)}.xlsx`;
}

function langOf(body: Record<string, unknown>, header: string | undefined): Lang {
  if (body.lang === 'en' || body.lang === 'zh-Hant' || body.lang === 'zh-Hans') return body.lang;
  const h = (header ?? '').toLowerCase();
  if (h.startsWith('zh-hant') || h.startsWith('zh-tw') || h.startsWith('zh-hk')) return 'zh-Hant';
  if (h.startsWith('zh')) return 'zh-Hans';
  return 'en';
}

const BATCH = 2000;

/**
 * The export: checks and scope first (a refusal is the JSON envelope), then streams the rows from
 * a server-side cursor into exceljs' streaming writer and on to the response.
 */
export async function exportReport(def: ReportDefinition, ctx: RouteContext<unknown>) {
  if (!def.export) throw notFound('This report has no export.');
  const body = checkPayload(def, ctx.body);
  const input = queryInput(def, body);
  const scope = await resolveScope(ctx.db, ctx.actor!, def, body);
  const lang = langOf(body, ctx.request.headers['accept-language']);
  const query = exportQuery(def, input, scope).compile(ctx.db);
  const fileName = exportFileName(def);

  const out = new PassThrough();
  const reply = ctx.reply;
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('x-file-name', fileName);
  reply.header('access-control-expose-headers', 'x-file-name, content-disposition');
  reply.send(out);

  // zlib level 1: deflate is most of exceljs' time at the default level; the file is a little larger.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet(
    (def.labels[lang][def.titleKey] ?? def.id).slice(0, 31).replace(/[\\/?*[\]:]/g, ' '),
  );
  sheet.columns = def.columns.map((c) => ({
    header: def.labels[lang][c.labelKey] ?? c.labelKey,
    width: Math.round((c.width ?? 140) / 7),
  }));
  try {
    await ctx.db.connection().execute(async (conn) => {
      await sql`begin transaction isolation level repeatable read read only`.execute(conn);
      try {
        await conn.executeQuery({ ...query, sql: `declare report_cursor no scroll cursor for ${query.sql}` });
        for (;;) {
          const batch = await sql<Record<string, unknown>>`fetch ${sql.raw(String(BATCH))} from report_cursor`.execute(
            conn,
          );
          const ks = keys(def);
          for (const r of batch.rows) {
            const values = new Array<string | number | null>(ks.length);
            for (let i = 0; i < ks.length; i++) values[i] = cellValue(def, def.columns[i]!, r[ks[i]![1]], lang);
            sheet.addRow(values).commit();
          }
          if (batch.rows.length < BATCH) break;
          // Let the response drain: the writer must not buffer the whole file in memory.
          if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
        }
      } finally {
        await sql`rollback`.execute(conn);
      }
    });
    sheet.commit();
    await workbook.commit();
  } catch (e) {
    ctx.log.error({ err: e }, 'report export failed');
    out.destroy(e as Error);
  }
  return reply;
}
