import { api } from '@core/client/api';

/**
 * The home card's call (spec 000 §7 academicHome/searchModule), apart from the screens' calls so
 * that the home loads only this.
 * INTERIM: plain api() until the call spec moves to schemas/modules.
 */
export interface HomeModule {
  cohortModuleId: number;
  moduleCode: string;
  moduleName: string;
  status: string;
}
export const searchHomeModules = (cohortProgId: number, signal?: AbortSignal) =>
  api<HomeModule[]>('academicHome/searchModule', { cohortProgId }, { signal });
