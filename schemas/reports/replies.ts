/**
 * Replies of the reports calls (the `object` of each answer), as the serializer writes them. A
 * report's rows are data, not code: their schema is generated from the definition's columns
 * (reportPageReply), so a column added in config/reports is declared, documented and typed with
 * no change here.
 */
import { DEFINITION_HEAD, DEFINITION_TAIL, reportDefinitionSchema } from './definition.js';

import { id, listOf, pageOf, record, str, text } from '../core/replyParts.js';

type Format = NonNullable<(typeof reportDefinitionSchema.properties.columns.items.properties.format.enum)[number]>;

/**
 * The JSON type of a cell by its column's formatter. Text columns answer what the view holds,
 * and ids and years shown as text are numbers there; the other formatters are one type each.
 */
export const CELL_TYPES: Record<Format, { type: readonly string[] }> = {
  text: { type: ['string', 'number', 'null'] },
  link: text,
  image: text,
  date: text,
  status: text,
  enum: text,
  yesNo: text,
  number: { type: ['number', 'null'] },
};

/** Any report's cell (reports/search answers whichever definition it is asked for). */
const anyCell = { type: ['string', 'number', 'boolean', 'null'] } as const;

/** A row of any report: an object of scalar fields. */
export const reportRow = { type: 'object', additionalProperties: anyCell } as const;

/** One page of any report (reports/search). */
export const reportPage = pageOf(reportRow);

/** One page of a definition's report: one field per column, typed by its formatter. */
export function reportPageReply(columns: readonly { field: string; format?: Format }[]) {
  const properties = Object.fromEntries(columns.map((c) => [c.field, CELL_TYPES[c.format ?? 'text']]));
  return pageOf({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
}

const d = reportDefinitionSchema.properties;
const texts = reportDefinitionSchema.definitions.texts;

/**
 * A definition as reports/definitions answers it: the meta-schema without `source` (which stays
 * on the server) and without its $ref (a reply schema sits inside the envelope's), plus the sort
 * names, the default sort, the scopes and canSelect. ReportDefinitionView is its type.
 */
export const reportDefinitionView = {
  type: 'object',
  additionalProperties: false,
  required: [...DEFINITION_HEAD, ...DEFINITION_TAIL, 'sort', 'defaultSort', 'scope', 'canSelect'],
  properties: {
    $schema: d.$schema,
    id: d.id,
    titleKey: d.titleKey,
    route: d.route,
    menu: d.menu,
    permission: d.permission,
    calls: d.calls,
    exportName: d.exportName,
    filters: d.filters,
    columns: d.columns,
    rowKey: d.rowKey,
    deleteCall: d.deleteCall,
    export: d.export,
    chart: d.chart,
    labels: {
      type: 'object',
      additionalProperties: false,
      required: ['en', 'zh-Hant', 'zh-Hans'],
      properties: { en: texts, 'zh-Hant': texts, 'zh-Hans': texts },
    },
    sort: d.source.properties.sort,
    defaultSort: d.source.properties.defaultSort,
    scope: d.source.properties.scope,
    canSelect: { type: 'boolean' },
  },
} as const;

/**
 * The serializer writes only the properties an object schema lists; the meta-schema leaves
 * filter schemas and uiSchemas open (any RJSF keyword), so every object schema that does not
 * close itself is declared open here, or those keywords would be dropped on the way out.
 */
export function serializable<S extends object>(schema: S): S {
  const walk = (s: unknown): unknown => {
    if (!s || typeof s !== 'object' || Array.isArray(s)) return s;
    const out: Record<string, unknown> = { ...(s as Record<string, unknown>) };
    if (out.properties && typeof out.properties === 'object') {
      out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, walk(v)]));
    }
    if (out.additionalProperties && typeof out.additionalProperties === 'object')
      out.additionalProperties = walk(out.additionalProperties);
    if (out.items) out.items = walk(out.items);
    for (const k of ['oneOf', 'anyOf', 'allOf']) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map(walk);
    if (out.type === 'object' && out.additionalProperties === undefined) out.additionalProperties = true;
    // An array of anything (a filter's enum) says so: OpenAPI wants every array's items.
    if (out.type === 'array' && out.items === undefined) out.items = {};
    return out;
  };
  return walk(schema) as S;
}

export const reportReplies = {
  definitions: listOf(reportDefinitionView),
  page: reportPage,
  cohortList: listOf(record({ cohortId: id, cohortYear: id })),
  // The name is first and last name joined; a user row keeps both (empty when unknown).
  academicSearch: listOf(record({ userId: id, staffName: str })),
  searchModule: pageOf(record({ cohortModuleId: id, moduleCode: str, moduleName: str, cohortYear: id })),
} as const;
