import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from './area.js';
import { searchModuleChart } from './services/charts.js';
import { searchInsightChart } from './services/insights.js';
import { permission } from '@schemas/core/contract.js';
import { modulesCalls, modulesHomeCalls } from '@schemas/modules/calls.js';
import { modulesContract } from '@schemas/modules/contract.js';
import {
  searchAssigns,
  searchAssignTabs,
  searchAssignWeight,
  updateAssign,
  updateCohortModule,
} from './services/assignments.js';
import { updateAs, updateGroup, updateStatus } from './services/bulk.js';
import { contributedColumns, exportRows, type ExportColumn } from './services/exports.js';
import {
  exportStudentAssignsQuery,
  searchStudentAssignById,
  searchStudentAssigns,
  updateAssignMarks,
  updateRemarks,
  type AssignRow,
} from './services/grading.js';
import { homeModules, searchAcademic, searchModuleById, searchModules } from './services/modules.js';
import {
  exportModuleStudentsQuery,
  searchModuleStudentById,
  searchModuleStudents,
  type StudentRow,
} from './services/students.js';
import { gradeOf } from '../shared/marks.js';

const { modules } = modulesContract.functions;
const SELECT = permission(modules, 'canSelect');
const UPDATE = permission(modules, 'canUpdate');
const DOWNLOAD = permission(modules, 'canDownload');

/** A date or timestamp cell as the day it names (the writer writes dates as Excel dates). */
const dayCell = (v: unknown) => {
  if (v instanceof Date) return v;
  return typeof v === 'string' && v ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : null;
};

const name = (r: { firstName: unknown; lastName: unknown }) => [r.firstName, r.lastName].filter(Boolean).join(' ');

/** The Student List export's columns (002 §2 Student List), contributed ones while their area is on. */
const STUDENT_COLUMNS: ExportColumn<StudentRow>[] = [
  { header: 'Student ID', width: 14, cell: (r) => r.studentAcctId },
  { header: 'Name', width: 28, cell: name },
  { header: 'Sub Group', width: 10, cell: (r) => r.group },
  { header: 'Assigned AS', width: 24, cell: (r) => r.academicSupervisorUserName },
];
const STUDENT_FACT_HEADERS = {
  completedWilHours: 'Completed WIL Hours',
  pendingWpaCount: 'Pending WPA',
  wpaAdjustWeightCount: 'WPA Adjust Weight',
  exemptedHours: 'Exempted Hours',
};
const STUDENT_TAIL: ExportColumn<StudentRow>[] = [
  { header: 'Submitted Assignments', width: 12, cell: (r) => r.submittedAssignCount },
  { header: 'Assignments without Marks', width: 12, cell: (r) => r.noMarksAssignCount },
  { header: 'Total Module Mark', width: 12, cell: (r) => r.totalModuleMark },
  { header: 'Grade', width: 8, cell: (r) => gradeOf(r.totalModuleMark as number | null) },
  { header: 'Status', width: 12, cell: (r) => r.status },
];

type AssignExportRow = Omit<AssignRow, 'canGrade'>;
const ASSIGN_COLUMNS: ExportColumn<AssignExportRow>[] = [
  { header: 'Student ID', width: 14, cell: (r) => r.studentAcctId },
  { header: 'Name', width: 28, cell: name },
  { header: 'Assigned AS', width: 24, cell: (r) => r.userName },
  { header: 'Submitted Date', width: 14, cell: (r) => dayCell(r.submittedDate) },
  { header: 'Status', width: 14, cell: (r) => r.status },
  { header: 'Turnitin Score', width: 10, cell: (r) => r.turnitinScore },
  { header: 'Marks', width: 8, cell: (r) => r.assignMarks },
  { header: 'Date Marked', width: 14, cell: (r) => dayCell(r.markedDate) },
  { header: 'Remarks', width: 40, cell: (r) => r.remarks },
];

/**
 * The module area's calls (002 §7 'Modules' and 'Assignments', 000 §7 academicHome/searchModule).
 * The kernel checks the MODULES function in the selected programme; each service then checks the
 * caller in the module's own programme (002 §6): an AS held to their own students whatever the
 * payload says, the convener for parameters, assignments, sub groups and new AS, the assigned AS
 * for Change Status, the AS role or assigned AS for grading, no student change by a programme
 * leader.
 */
export const modulesRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...modulesCalls.searchModule,
    summary: 'The modules of a cohort programme (Module List), with the students the caller sees.',
    description: 'An AS who is neither MC nor PL there sees only modules with students assigned to them.',
    auth: 'academic',
    permission: SELECT,
    handler: ({ db, scope, actor, body }) => searchModules(db, scope.resolved, actor, body),
  }),
  defineRoute({
    ...modulesCalls.searchModuleById,
    summary: 'One module with every counter of 002 §3, for the whole module or one AS’s students.',
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchModuleById(c),
  }),
  defineRoute({
    ...modulesCalls.searchModuleChart,
    summary:
      'One Module Summary chart (assignments by status, marks by band, students by share of WIL hours), for the module or one AS’s students.',
    description:
      'An AS who is neither MC nor PL there gets their own students’ figures, whatever academicSupervisorUserId says.',
    auth: 'academic',
    permission: SELECT,
    handler: ({ db, kernel, scope, actor, body }) => searchModuleChart(db, kernel, scope, actor, body),
  }),
  defineRoute({
    ...modulesCalls.searchInsightChart,
    summary: 'An Insights chart across the modules of the programmes read: assignments by status per module.',
    description:
      'From the maintained counters. Reads only programmes where the caller’s role allows MODULES canSelect (FORBIDDEN otherwise); an AS who is neither MC nor PL there gets their own students’ figures.',
    auth: 'academic',
    handler: ({ db, actor, scope, body }) => searchInsightChart(db, actor, scope, body),
  }),
  defineRoute({
    ...modulesCalls.searchModuleStudent,
    summary: "One module's students with their figures, filtered, sorted and paged (Student List).",
    description:
      'One statement with the figures other areas contribute (modules.studentFacts). An AS who is neither MC nor PL there sees only their own students, whatever academicSupervisorUserId says.',
    auth: 'academic',
    permission: SELECT,
    handler: ({ db, scope, actor, kernel, body }) => searchModuleStudents(db, scope, actor, kernel, body),
  }),
  defineRoute({
    ...modulesCalls.searchModuleStudentById,
    summary: 'The student summary of one student module, with its assignments.',
    auth: 'academic',
    permission: SELECT,
    handler: ({ db, scope, actor, kernel, body }) => searchModuleStudentById(db, scope, actor, kernel, body),
  }),
  defineRoute({
    ...modulesCalls.searchAcademic,
    summary: "The academic supervisors of the module's programme (Assign New AS, the AS filter).",
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchAcademic(c),
  }),
  defineRoute({
    ...modulesCalls.updateStudentModuleGroup,
    summary: 'Edit Sub Group of the selected students (module convener): all or none.',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ db, scope, actor, kernel, body }) => updateGroup({ db, scope, actor, counters: kernel.counters }, body),
  }),
  defineRoute({
    ...modulesCalls.updateStudentModuleAS,
    summary: 'Assign a new AS to the selected students (module convener): all or none.',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ db, scope, actor, kernel, body }) => updateAs({ db, scope, actor, counters: kernel.counters }, body),
  }),
  defineRoute({
    ...modulesCalls.updateStudentModuleStatus,
    summary: 'Change Status of the selected students (their assigned AS only): all or none, with events.',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ db, scope, actor, kernel, body }) =>
      updateStatus({ db, scope, actor, counters: kernel.counters }, body),
  }),
  defineRoute({
    ...modulesCalls.exportModuleStudent,
    summary: 'The Student List as .xlsx, with the screen’s filters and sort.',
    auth: 'academic',
    permission: DOWNLOAD,
    handler: async (ctx) =>
      exportRows(
        ctx,
        {
          name: 'Student List',
          columns: [
            ...STUDENT_COLUMNS,
            ...contributedColumns<StudentRow>(ctx.kernel, STUDENT_FACT_HEADERS),
            ...STUDENT_TAIL,
          ],
        },
        await exportModuleStudentsQuery(ctx.db, ctx.scope, ctx.actor, ctx.kernel, ctx.body),
      ),
  }),

  defineRoute({
    ...modulesCalls.searchAssign,
    summary: 'Every assignment of a module, active or not (the Module Parameter dialog).',
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchAssigns(c),
  }),
  defineRoute({
    ...modulesCalls.searchAssignWeight,
    summary: "A module's assignment weights by sequence and the programme's weightings of the total mark.",
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchAssignWeight(c),
  }),
  defineRoute({
    ...modulesCalls.updateAssign,
    summary: 'Adds (no cohortModuleAssignId) or edits one assignment of a module (module convener).',
    auth: 'academic',
    permission: UPDATE,
    handler: (c) => updateAssign(c),
  }),
  defineRoute({
    ...modulesCalls.updateCohortModule,
    summary: "Saves a module's parameters: hours, expected dates, display dates (module convener).",
    auth: 'academic',
    permission: UPDATE,
    handler: (c) => updateCohortModule(c),
  }),
  defineRoute({
    ...modulesCalls.updateAssignMarks,
    summary: 'Grading Confirm: the mark, date marked and remarks of a submitted assignment.',
    auth: 'academic',
    permission: UPDATE,
    handler: (c) => updateAssignMarks(c),
  }),
  defineRoute({
    ...modulesCalls.updateRemarks,
    summary: 'The remarks of a student assignment.',
    auth: 'academic',
    permission: UPDATE,
    handler: (c) => updateRemarks(c),
  }),
  defineRoute({
    ...modulesCalls.search,
    summary: "One assignment's student rows (a tab of the assignment list), filtered, sorted and paged.",
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchStudentAssigns(c),
  }),
  defineRoute({
    ...modulesCalls.searchAssignList,
    summary: "A module's active assignments, one tab each, with the caller's counts.",
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchAssignTabs(c),
  }),
  defineRoute({
    ...modulesCalls.searchById,
    summary: 'One student assignment with its Turnitin link and submitted file.',
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchStudentAssignById(c),
  }),
  defineRoute({
    ...modulesCalls.exportAssign,
    summary: 'One assignment tab as .xlsx, with the screen’s filters and sort.',
    auth: 'academic',
    permission: DOWNLOAD,
    handler: async (ctx) => {
      const { query, assignName } = await exportStudentAssignsQuery(ctx.db, ctx.scope, ctx.actor, ctx.body);
      return exportRows(ctx, { name: assignName || 'Assignment', columns: ASSIGN_COLUMNS }, query);
    },
  }),

  defineRoute({
    ...modulesHomeCalls.searchModule,
    summary: "The programme's modules with their status (the home's Assessment card).",
    auth: 'academic',
    handler: ({ db, scope }) => homeModules(db, scope.resolved),
  }),
];
