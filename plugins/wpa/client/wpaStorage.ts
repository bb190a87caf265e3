import { storage } from '@core/client/storage';

/**
 * What the WPA screens open, kept in browser storage under the product's prefix (spec 002 §2:
 * 'the WPA id is kept in storage', 'the module-student ids come from browser storage, not the
 * path'). The area's own keys: the contributions on the module screens set them from their
 * slot's props before they link here, so no other area's key is read.
 */
const WPA = 'WpaApplId';
const STUDENT_MODULE = 'WpaStudentModuleId';
const COHORT_MODULE = 'WpaCohortModuleId';

const read = (key: string) => {
  const n = Number(storage.get(key));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const wpaStorage = {
  wpaApplId: () => read(WPA),
  setWpaApplId: (id: number) => storage.set(WPA, id),
  studentModuleId: () => read(STUDENT_MODULE),
  setStudentModuleId: (id: number) => storage.set(STUDENT_MODULE, id),
  cohortModuleId: () => read(COHORT_MODULE),
  setCohortModuleId: (id: number) => storage.set(COHORT_MODULE, id),
};
