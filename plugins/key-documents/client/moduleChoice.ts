import { storage } from '@core/client/storage';

/**
 * The module whose key documents /academic/keyDocument shows: the Module Summary's Key Documents
 * button keeps it here, since the link carries no id (spec 002 §2 'the current module is held in
 * storage'), under the product's prefix (000 §9).
 */
const KEY = 'KeyDocumentCohortModuleId';

export const moduleChoice = {
  get(): number | null {
    const n = Number(storage.get(KEY));
    return Number.isInteger(n) && n > 0 ? n : null;
  },
  set(cohortModuleId: number) {
    storage.set(KEY, cohortModuleId);
  },
};
