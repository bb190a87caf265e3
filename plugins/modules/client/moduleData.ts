import { useCall, type Loaded, type LoadOptions } from '@core/client/data/useCall';
import { useInvalidate } from '@core/client/data/useWrite';
import { modulesCalls as c } from '@schemas/modules/calls';
import type { ModuleDetail, StudentModuleDetail } from './types';

/**
 * The module and the student module a summary screen and the contributions on it (the module's
 * counters, the student's assignments) read: one cached answer per module (and supervisor view)
 * in the query layer, so the first ask is the one call, whoever asks.
 */
// The answers carry the other areas' figures (types.ts ModuleFacts, StudentFacts) where those are on.
export const useModule = (
  cohortModuleId: number | null,
  academicSupervisorUserId?: number,
  o?: LoadOptions,
): Loaded<ModuleDetail> =>
  useCall(
    c.searchModuleById,
    cohortModuleId ? { cohortModuleId, academicSupervisorUserId: academicSupervisorUserId ?? null } : null,
    o,
  );

export const useStudentModule = (studentModuleId: number | null, o?: LoadOptions): Loaded<StudentModuleDetail> =>
  useCall(c.searchModuleStudentById, studentModuleId ? { studentModuleId } : null, o);

/** The areas whose reads a change of the module area's own makes stale: its modules and its assignments. */
export const MODULE_AREAS = ['academicModule', 'assign'] as const;

/** After a change made outside a write hook (a dialog's own call): the module area's reads load again. */
export function useModuleChanged() {
  const invalidate = useInvalidate();
  return () => void invalidate(MODULE_AREAS);
}
