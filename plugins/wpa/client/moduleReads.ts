import { useCall, type Loaded, type LoadOptions } from '@core/client/data/useCall';
import { modulesCalls } from '@schemas/modules/calls';
import type { AcademicItem, ModuleSummary } from './types';

// The module card, the counters' figures and the Assigned-AS choices are the module area's: its
// call specs (schemas/modules/calls.ts) answer them, the WPA figures among them contributed by this
// area's field points (modules.moduleFacts). Read through the query layer, they are the module
// area's own cached answers when its screens asked first.

export const useModuleSummary = (
  cohortModuleId: number,
  academicSupervisorUserId?: number,
  o?: LoadOptions,
): Loaded<ModuleSummary> =>
  useCall(
    modulesCalls.searchModuleById,
    { cohortModuleId, academicSupervisorUserId: academicSupervisorUserId ?? null },
    o,
  ) as unknown as Loaded<ModuleSummary>;

export const useModuleSupervisors = (cohortModuleId: number | null, o?: LoadOptions): Loaded<AcademicItem[]> =>
  useCall(modulesCalls.searchAcademic, cohortModuleId ? { cohortModuleId } : null, o);
