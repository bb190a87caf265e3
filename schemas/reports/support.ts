/** Payloads of the reports plugin's supporting calls (spec 001 §7). */

export const searchCohortListBody = {
  type: 'object',
  additionalProperties: false,
  properties: { cohortId: { type: 'integer', minimum: 1 } },
} as const;

export const academicSearchBody = {
  type: 'object',
  additionalProperties: false,
  properties: { staffName: { type: 'string', maxLength: 100 } },
} as const;

export const searchModuleBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    moduleCode: { type: 'string', maxLength: 30 },
    moduleName: { type: 'string', maxLength: 200 },
    startRow: { type: 'integer', minimum: 0 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    page: { type: 'integer', minimum: 1 },
    cohortProgId: { type: 'integer', minimum: 1 },
  },
} as const;
