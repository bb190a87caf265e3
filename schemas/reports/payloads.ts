/** Payloads of the report calls (spec 001 §7). */

const progCode = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,20}$' } as const;

/**
 * The payload keys every report call takes beside its definition's filters (spec 001 §7: paging,
 * sort, programmes, cohort, language of the export). The engine checks a payload against these
 * and the definition's own filter schema (plugins/reports/server/engine.ts).
 */
export const reportControls = {
  reportId: { type: 'string', maxLength: 60 },
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  startRow: { type: 'integer', minimum: 0, maximum: 100_000_000 },
  orderBy: { type: 'string', maxLength: 80, pattern: '^[a-z][a-z0-9_]{0,62}( (ASC|DESC|asc|desc))?$' },
  progCode,
  progCodeList: { type: 'array', maxItems: 500, items: progCode },
  cohortYear: { type: 'integer', minimum: 1900, maximum: 3000 },
  cohortId: { type: 'integer', minimum: 1 },
  academicSupervisorUserId: { type: 'integer', minimum: 1 },
  lang: { type: 'string', maxLength: 10 },
} as const;

/**
 * A report's payload as a screen sends it: the controls, and the definition's filters by name
 * (their values checked by the engine against the definition, so any value types here).
 */
export const reportPayload = { type: 'object', properties: reportControls, additionalProperties: true } as const;

/** A report's row delete call (`deleteCall` of its definition): the row's key field and its value. */
export const reportRowKey = {
  type: 'object',
  additionalProperties: { type: ['integer', 'string'] },
} as const;

/**
 * The scope fields of a report's payload, from its definition's `source.scope`
 * (core/shared/scopeFields.ts): a programme-scoped report names its programmes by progCode or
 * progCodeList, a cohort-scoped one its cohort by cohortYear or cohortId (the WPA Record Report's
 * Cohort filter). None: the selected programme's role decides alone (the partner contacts).
 */
export function reportScopeFields(scope: { programme?: string; cohortYear?: string } | undefined) {
  if (!scope?.programme) return undefined;
  return scope.cohortYear
    ? ({ progCode: 'progCode', progCodeList: 'progCodeList', cohortYear: 'cohortYear', cohortId: 'cohortId' } as const)
    : ({ progCode: 'progCode', progCodeList: 'progCodeList' } as const);
}
