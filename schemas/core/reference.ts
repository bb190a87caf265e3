/** Payloads of the shared reference calls (spec 000 §7). */

/** Segments of sys_params the screens may read; SYSTEM_CONFIG stays on the server. */
export const PUBLIC_SEGMENTS = [
  'JOB_TYPE',
  'POSITION_TYPE',
  'WORK_LOCATION',
  'AREA',
  'SALARY_UNIT',
  'ASSIGN_FILE_TYPE',
  'KEY_DOCUMENT_FILE_TYPE',
] as const;

export const searchSysParamBody = {
  type: 'object',
  required: ['segment'],
  additionalProperties: false,
  properties: { segment: { type: 'string', enum: PUBLIC_SEGMENTS } },
} as const;

export const searchAcademicBody = {
  type: 'object',
  additionalProperties: false,
  properties: { cohortId: { type: ['integer', 'null'], minimum: 1 } },
} as const;

export const insertLoginRecordBody = {
  type: 'object',
  required: ['roleCode'],
  additionalProperties: false,
  properties: { roleCode: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Z_]+(,[A-Z_]+)*$' } },
} as const;
