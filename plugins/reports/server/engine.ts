import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { boundedSchema } from '@core/server/http/boundedSchema.js';
import { sql } from 'kysely';
import type { ReportContext, ReportsDb } from './area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { forbidden, notFound, validation } from '@core/server/http/appError.js';
import { LANGUAGE_CODES, isLanguageCode, languageFromHeader } from '@core/shared/languages.js';
import { reportControls, reportScopeFields } from '@schemas/reports/payloads.js';
import type { Lang, ReportColumn, ReportDefinition } from './definitions.js';
import { cappedCountQuery, countQuery, exportQuery, pageQuery, type QueryInput, type Scope } from './queryBuilder.js';
import { MAX_ROWS, type XlsxValue } from '@core/server/export/xlsxWriter.js';
import { replyXlsx } from '@core/server/export/xlsxReply.js';

/** Payload keys every report call takes beside its filters (schemas/reports/payloads.ts). */
const CONTROLS = { ...reportControls, lang: { enum: LANGUAGE_CODES } } as const;

const ajv = new Ajv({ allErrors: false, strict: false });
addFormats.default(ajv, ['date']);
const validators = new WeakMap<ReportDefinition, ValidateFunction>();

function validatorOf(def: ReportDefinition): ValidateFunction {
  let v = validators.get(def);
  if (!v) {
    // Bounded like every route body (int4, string caps, no NUL): filters reach SQL as parameters.
    v = ajv.compile(
      boundedSchema({
        type: 'object',
        additionalProperties: false,
        properties: { ...CONTROLS, ...def.filters.schema.properties },
      }),
    );
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

const plainOf = new WeakMap<ReportsDb, ReportsDb>();
/**
 * The database without the CamelCasePlugin: report SQL is snake_case already, so this skips the
 * plugin's walk over every query, and rows keep their column names.
 */
function plain(db: ReportsDb): ReportsDb {
  let p = plainOf.get(db);
  if (!p) {
    p = db.withoutPlugins();
    plainOf.set(db, p);
  }
  return p;
}

const LEAD_ROLES = ['MODULE_CONVENER', 'PROGRAMME_LEADER'];
const leads = (roles: readonly string[]) => roles.some((r) => LEAD_ROLES.includes(r));

/**
 * Permission, then scope, through the call's CallScope (core/server/auth/scope.ts), the one
 * rule: the definition's scope fields (schemas/reports/payloads.ts reportScopeFields) resolve to
 * the programmes the payload names, else the selected one, each held by the caller in the cohort
 * read (the payload's cohortYear on cohort-scoped reports, else the selected programme's cohort;
 * no other cohort of the same programme), and each must grant the definition's function
 * (canSelect) through the caller's role there, never the selected programme's (issue 14).
 * Module-based reports show a supervisor's own students in every programme read where the caller
 * is neither convener nor leader.
 */
export async function resolveScope(ctx: { scope: CallScope; actor: Actor }, def: ReportDefinition, body: unknown) {
  const s = def.source.scope ?? {};
  const { functionCode } = def.permission;
  const scope: Scope = {};
  const fields = reportScopeFields(s);
  if (!fields) {
    // Not programme-scoped (partner contacts): the selected programme's role decides.
    const selected = await ctx.scope.selected();
    if (!selected || !(await ctx.scope.can(functionCode, 'canSelect'))) {
      throw forbidden('Your role in the selected programme does not allow this.');
    }
    if (s.supervisor && !leads(selected.roles)) scope.supervisorUserId = ctx.actor.userId;
    return scope;
  }
  const read = await ctx.scope.resolve(fields, body, { permission: { functionCode, flag: 'canSelect' } });
  scope.progCodes = read.progs.map((p) => p.progCode);
  if (s.cohortYear) scope.cohortYear = read.cohortYear;
  if (s.supervisor) {
    const led = read.progs.filter((p) => leads(p.roles)).map((p) => p.progCode);
    if (led.length < read.progs.length) {
      scope.supervisorUserId = ctx.actor.userId;
      scope.ledProgCodes = led;
    }
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

function toRow(def: ReportDefinition, r: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const c of def.columns) row[c.field] = r[c.column] ?? null;
  return row;
}

/** The list call: { list, total }, paged and sorted in SQL. */
export async function searchReport(def: ReportDefinition, ctx: ReportContext) {
  const body = checkPayload(def, ctx.body);
  const input = queryInput(def, body);
  const scope = await resolveScope(ctx, def, body);
  const db = plain(ctx.db);
  const { rows } = await pageQuery(def, input, scope).execute(db);
  let total = Number(rows[0]?.report_total ?? 0);
  if (!rows.length && input.startRow > 0) {
    total = Number((await countQuery(def, input, scope).execute(db)).rows[0]?.report_total ?? 0);
  }
  return { list: rows.map((r) => toRow(def, r)), total };
}

const YES_NO: Record<Lang, [string, string]> = { en: ['Yes', 'No'], 'zh-Hant': ['是', '否'], 'zh-Hans': ['是', '否'] };

/** A SQL date ('YYYY-MM-DD', as the pool reads dates) or a timestamp as its day, at UTC midnight. */
function dayOf(v: unknown): Date | null {
  const text = v instanceof Date ? (Number.isFinite(v.getTime()) ? v.toISOString() : '') : String(v);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/**
 * The cell of one value: dates as real dates (the writer shows them DD MMM YYYY, and Excel sorts
 * them as dates), numbers as numbers, codes as the user's texts.
 */
function cellValue(def: ReportDefinition, col: ReportColumn, v: unknown, lang: Lang): XlsxValue {
  if (v === null || v === undefined) return null;
  switch (col.format) {
    case 'status':
    case 'enum':
      return def.labels[lang][`enum.${String(v)}`] ?? String(v);
    case 'yesNo':
      return v === 'Y' || v === true ? YES_NO[lang][0] : YES_NO[lang][1];
    case 'date':
      // Text that is no date stays text rather than vanishing.
      return dayOf(v) ?? String(v);
    case 'number': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    default:
      return v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : (v as string | number);
  }
}

/** The export's name before its timestamp (spec 001 §7): the definition's, in English. */
const exportName = (def: ReportDefinition) => def.exportName ?? def.labels.en[def.titleKey] ?? def.id;

function langOf(body: Record<string, unknown>, header: string | undefined): Lang {
  return isLanguageCode(body.lang) ? body.lang : languageFromHeader(header);
}

const BATCH = 2000;

/** The cell value of each column for one language, worked out once per export. */
function formatters(def: ReportDefinition, lang: Lang) {
  return def.columns.map((col) => (v: unknown) => cellValue(def, col, v, lang));
}

/** Data rows an export may hold: Excel's 1,048,576 rows less the header. */
export const MAX_EXPORT_ROWS = MAX_ROWS - 1;

/**
 * The export: checks and scope first, then, in one read-only repeatable-read transaction, the
 * count (so an export Excel could not hold is refused with the JSON envelope before a byte is
 * written) and the rows from a server-side cursor over the same snapshot, streamed through the
 * kernel's .xlsx answer (core/server/export/xlsxReply.ts) to the response. The next batch is fetched while this one is
 * written, and the writer waits for the response to drain, so memory stays flat.
 */
export async function exportReport(def: ReportDefinition, ctx: ReportContext) {
  if (!def.export) throw notFound('This report has no export.');
  const body = checkPayload(def, ctx.body);
  const input = queryInput(def, body);
  const scope = await resolveScope(ctx, def, body);
  const lang = langOf(body, ctx.request.headers['accept-language']);
  const db = plain(ctx.db);
  const query = exportQuery(def, input, scope).compile(db);
  const count = cappedCountQuery(def, input, scope, MAX_EXPORT_ROWS + 1).compile(db);
  const columns = def.columns.map((c) => c.column);
  const format = formatters(def, lang);
  const values = new Array<XlsxValue>(columns.length);
  const file = {
    name: exportName(def),
    sheetName: def.labels[lang][def.titleKey] ?? def.id,
    columns: def.columns.map((c) => ({
      header: def.labels[lang][c.labelKey] ?? c.labelKey,
      width: Math.round((c.width ?? 140) / 7),
    })),
  };
  return replyXlsx(ctx, file, (sheet) =>
    db.connection().execute(async (conn) => {
      await sql`begin transaction isolation level repeatable read read only`.execute(conn);
      const fetch = () =>
        sql<Record<string, unknown>>`fetch ${sql.raw(String(BATCH))} from report_cursor`.execute(conn);
      let next: ReturnType<typeof fetch> | null = null;
      try {
        // Counted up to one past the limit only: a huge match costs no more than the limit.
        const counted = await conn.executeQuery<{ report_total: number | string }>(count);
        if (Number(counted.rows[0]?.report_total ?? 0) > MAX_EXPORT_ROWS) {
          throw validation(
            `This export has more than ${MAX_EXPORT_ROWS.toLocaleString('en')} rows, more than Excel can hold. Please narrow the filters and export again.`,
          );
        }
        // The file answer starts here: a refusal above is still the JSON envelope.
        await sheet.begin();
        // Every row is read: plan for all of them (hash joins and one sort), not for the first 10%.
        await sql`set local cursor_tuple_fraction = 1`.execute(conn);
        await conn.executeQuery({ ...query, sql: `declare report_cursor no scroll cursor for ${query.sql}` });
        next = fetch();
        while (next) {
          const batch: Record<string, unknown>[] = (await next).rows;
          // Ask for the next batch before writing this one: PostgreSQL reads while we write.
          next = batch.length === BATCH ? fetch() : null;
          for (const r of batch) {
            for (let i = 0; i < columns.length; i++) values[i] = format[i]!(r[columns[i]!]);
            sheet.appendRow(values);
          }
          await sheet.flush();
        }
      } finally {
        // A batch asked for before a failure (or a cancelled download) is not read.
        next?.catch(() => undefined);
        await sql`rollback`.execute(conn);
      }
    }),
  );
}
