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

/**
 * The SYSTEM_CONFIG values a screen may read, one code at a time (spec 002 §7 'Parameters': the
 * key documents' upload limits, parmValue1 in MB); the rest of the segment stays on the server.
 */
export const PUBLIC_SYSTEM_CONFIG_CODES = ['KEY_DOCUMENT_FILE_SIZE', 'FILE_SIZE'] as const;

export const searchSysParamBody = {
  type: 'object',
  required: ['segment'],
  additionalProperties: false,
  properties: {
    segment: { type: 'string', enum: [...PUBLIC_SEGMENTS, 'SYSTEM_CONFIG'] },
    /** One code of the segment (KEY_DOCUMENT_FILE_TYPE: EXEMPT); required with SYSTEM_CONFIG. */
    code: { type: ['string', 'null'], pattern: '^[A-Z0-9_]{1,60}$' },
  },
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

// ---- Replies (the `object` of each answer) and the calls they make up ----

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;

export const cohortReply = {
  type: 'object',
  required: ['cohortId', 'cohortYear'],
  additionalProperties: false,
  properties: { cohortId: int, cohortYear: int },
} as const;

/** Spec 000 §3 programme/role record: one role of the staff member in one cohort programme. */
export const programmeRoleReply = {
  type: 'object',
  required: ['cohortProgId', 'progCode', 'progTitle', 'roleCode', 'roleName', 'cohortId', 'cohortYear'],
  additionalProperties: false,
  properties: {
    cohortProgId: int,
    progCode: str,
    progTitle: str,
    roleCode: str,
    roleName: str,
    cohortId: int,
    cohortYear: int,
  },
} as const;

/** Spec 000 §3 academic info: the profile, the cohorts with roles (and the current one), the roles. */
export const searchAcademicReply = {
  type: 'object',
  required: ['model', 'cohorts', 'roles'],
  additionalProperties: false,
  properties: {
    model: {
      type: 'object',
      required: ['academicStaffId', 'academicStaffAcctId', 'firstName', 'lastName', 'userId'],
      additionalProperties: false,
      properties: {
        academicStaffId: int,
        academicStaffAcctId: str,
        academicPhoto: strOrNull,
        staffSaluation: strOrNull,
        firstName: str,
        lastName: str,
        email: strOrNull,
        userId: int,
      },
    },
    cohorts: { type: 'array', items: cohortReply },
    roles: { type: 'array', items: programmeRoleReply },
  },
} as const;

const option = <P extends Record<string, object>, const R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', required, additionalProperties: false, properties }) as const;

export const companyOptionsReply = {
  type: 'array',
  items: option({ companyName: str, partnerId: int, dispSeq: intOrNull }, ['companyName', 'partnerId']),
} as const;

const location = option({ paramId: int, parmValue1: strOrNull, dispSeq: intOrNull }, ['paramId']);
export const areaOptionsReply = {
  type: 'array',
  items: option(
    { paramId: int, parmValue1: strOrNull, dispSeq: intOrNull, children: { type: 'array', items: location } as const },
    ['paramId', 'children'],
  ),
} as const;

export const sysParamOptionsReply = { type: 'array', items: location } as const;

export const departmentOptionsReply = {
  type: 'array',
  items: option({ deptId: int, deptCode: str, deptName: str }, ['deptId', 'deptCode', 'deptName']),
} as const;

export const NO_OBJECT = { type: 'null' } as const;

export const referenceCalls = {
  searchCohortYear: { path: 'cohort/searchCohortYear', reply: cohortReply },
  backSearchCohortYear: { path: 'academic/back/cohort/searchCohortYear', reply: cohortReply },
  searchAcademic: { path: 'user/searchAcademic', body: searchAcademicBody, reply: searchAcademicReply },
  insertLoginRecord: { path: 'sysUserLoginRecord/insertLoginRecord', body: insertLoginRecordBody, reply: NO_OBJECT },
  searchAllCompany: { path: 'commonDropDown/searchAllCompany', reply: companyOptionsReply },
  searchAllArea: { path: 'commonDropDown/searchAllArea', reply: areaOptionsReply },
  searchSysParam: { path: 'commonDropDown/searchSysParam', body: searchSysParamBody, reply: sysParamOptionsReply },
  searchAllDept: { path: 'commonDropDown/searchAllDept', reply: departmentOptionsReply },
} as const;
