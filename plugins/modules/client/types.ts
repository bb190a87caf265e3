import type { FromSchema } from 'json-schema-to-ts';
import type { ReplyOf } from '@core/client/data/call';
import type { modulesCalls, modulesHomeCalls } from '@schemas/modules/calls';
import type { modulesContract } from '@schemas/modules/contract';

/** The module area's data as the screens use it, typed from the call specs' reply schemas. */

/**
 * The figures other areas add at a field point (nullable), each absent while its area is off:
 * the reply schema only marks the object as extended, so they are typed from the point here.
 */
type Contributed<P extends { fields: Record<string, { schema: object }> }> = {
  [K in keyof P['fields']]?: FromSchema<P['fields'][K]['schema'] & object> | null;
};
export type StudentFacts = Contributed<typeof modulesContract.points.studentFacts>;
export type ModuleFacts = Contributed<typeof modulesContract.points.moduleFacts>;

export type ModuleListRow = ReplyOf<typeof modulesCalls.searchModule>[number];
export type ModuleDetail = ReplyOf<typeof modulesCalls.searchModuleById> & ModuleFacts;
/** What a module card shows: a list row or the module with its counters. */
export type CohortModule = ModuleListRow | ModuleDetail;
export type StudentModuleRow = ReplyOf<typeof modulesCalls.searchModuleStudent>['list'][number] & StudentFacts;
export type StudentModuleDetail = ReplyOf<typeof modulesCalls.searchModuleStudentById> & StudentFacts;
export type AcademicItem = ReplyOf<typeof modulesCalls.searchAcademic>[number];
export type CohortModuleAssign = ReplyOf<typeof modulesCalls.searchAssign>[number];
export type AssignTab = ReplyOf<typeof modulesCalls.searchAssignList>[number];
export type StudentAssignRow = ReplyOf<typeof modulesCalls.search>['list'][number];
export type HomeModule = ReplyOf<typeof modulesHomeCalls.searchModule>[number];

export const studentName = (r: { firstName?: string | null; lastName?: string | null }) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ');
