import { cohortYear, page, pageSize, progCode, progCodeList, startRow, text, idOrNull } from './common.js';

/** academicHome/searchStudentList: the Assigned Students dialog (IDs or names, comma separated). */
export const searchStudentListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    studentName: text(2000),
    page,
    pageSize,
    progCodeList,
    cohortYear,
    /** Optional: the post whose programme's students are searched (assigned-students dialog). */
    jobId: idOrNull,
  },
} as const;

/** searchYearStudent, searchApplCount, searchNoApplictionsStudentsCounts. */
export const yearCountsBody = {
  type: 'object',
  additionalProperties: false,
  properties: { progCodeList, currentCohortYear: cohortYear, cohortYear },
} as const;

/** searchNoApplictionsStudents, searchAcademicTotalNumberStudent, searchAcademicInProgressStudent. */
export const studentYearListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    studentName: text(200),
    page,
    startRow,
    pageSize,
    progCode: { ...progCode, type: ['string', 'null'] },
    progCodeList,
    /** Spec 000 §2: 0 all students, 1 to 3 that study year, 4 Year 4+. */
    selectYear: { type: ['integer', 'null'], minimum: 0, maximum: 4 },
    currentCohortYear: cohortYear,
    orderBy: { type: ['string', 'null'], maxLength: 60 },
  },
} as const;
