import { cohortYear, progCode, progCodeList } from './common.js';
import { idOrNull, orderBy, page, pageSize, paging, payload, text } from '../core/payloadParts.js';

/** academicHome/searchStudentList: the Assigned Students dialog (IDs or names, comma separated). */
export const searchStudentListBody = payload({
  studentName: text(2000),
  page,
  pageSize,
  progCodeList,
  cohortYear,
  /** Optional: the post whose programme's students are searched (assigned-students dialog). */
  jobId: idOrNull,
});

/** searchYearStudent, searchApplCount, searchNoApplictionsStudentsCounts. */
export const yearCountsBody = payload({ progCodeList, currentCohortYear: cohortYear, cohortYear });

/** searchNoApplictionsStudents, searchAcademicTotalNumberStudent, searchAcademicInProgressStudent. */
export const studentYearListBody = payload({
  studentName: text(200),
  ...paging,
  progCode: { ...progCode, type: ['string', 'null'] },
  progCodeList,
  /** Spec 000 §2: 0 all students, 1 to 3 that study year, 4 Year 4+. */
  selectYear: { type: ['integer', 'null'], minimum: 0, maximum: 4 },
  currentCohortYear: cohortYear,
  orderBy,
});
