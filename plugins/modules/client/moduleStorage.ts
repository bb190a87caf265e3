import { storage } from '@core/client/storage';

/**
 * The module and student module a summary screen shows (spec 002 §2: 'the module-summary links
 * carry no id; the current module is held in storage'), under the product's prefix (000 §9).
 */
const COHORT_MODULE = 'CohortModuleId';
const STUDENT_MODULE = 'StudentModuleId';

const read = (key: string) => {
  const n = Number(storage.get(key));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const moduleStorage = {
  cohortModuleId: () => read(COHORT_MODULE),
  setCohortModuleId: (id: number) => storage.set(COHORT_MODULE, id),
  studentModuleId: () => read(STUDENT_MODULE),
  setStudentModuleId: (id: number) => storage.set(STUDENT_MODULE, id),
};

/** The area's screens, under /academic (links inside the area; others link through route refs). */
export const modulePaths = {
  list: '/academic/moduleList',
  detail: '/academic/moduleDetail',
  studentList: (showStatus?: string) => `/academic/moduleStudentList${showStatus ? `/${showStatus}` : ''}`,
  assignmentList: (showStatus?: string) => `/academic/assignmentList${showStatus ? `/${showStatus}` : ''}`,
  studentDetail: '/academic/moduleStudentDetail',
};
