import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { BenchCall } from './calls.js';
import { benchPlugins } from './capture.js';
import { Counters } from '@core/server/counters/counters.js';
import { ensureSmallModule } from './smallModule.js';
import { bsccsModule } from './wpaCalls.js';
import { modulesCalls, modulesHomeCalls } from '@schemas/modules/calls';
import { wpaCalls } from '@schemas/wpa/calls';
import { keyDocumentCalls } from '@schemas/key-documents/calls';

/** A module of a size run: its ids as the calls name them. */
export interface SizedModule {
  cohortModuleId: number;
  cohortProgId: number;
  /** One of its assignments (a tab). */
  cohortModuleAssignId: number;
  /** One of its student modules (the student summary). */
  studentModuleId: number;
  /** An academic supervisor with students in it (the Student Assigned view). */
  asUserId: number;
}

/** One call a module screen makes on opening or paging, for a module. */
export interface SizeCall {
  path: string;
  what: string;
  body: (m: SizedModule) => Record<string, unknown>;
}

const page = { page: 1, startRow: 0, pageSize: 10 };
const STUDENT_SORTS = [
  'student_acct_id',
  'student_name',
  'group',
  'academic_supervisor_user_name',
  'completed_wil_hours',
  'pending_wpa_count',
  'wpa_adjust_weight_count',
  'submitted_assign_count',
  'no_marks_assign_count',
  'total_module_mark',
  'status',
];

/**
 * Issue 36's list: every call the module screens make on opening and paging, each a body for
 * a module, so that a run times each on the largest module and on a 40-student one.
 */
export const SIZE_CALLS: SizeCall[] = [
  {
    path: modulesHomeCalls.searchModule.path,
    what: 'the Assessment card',
    body: (m) => ({ cohortProgId: m.cohortProgId }),
  },
  {
    path: modulesCalls.searchModule.path,
    what: 'the Module List',
    body: (m) => ({ cohortProgId: m.cohortProgId, moduleName: '', cohortModuleStatusList: [], orderBy: '' }),
  },
  {
    path: modulesCalls.searchModuleById.path,
    what: 'Module Summary (Module view)',
    body: (m) => ({ cohortModuleId: m.cohortModuleId }),
  },
  {
    path: modulesCalls.searchModuleById.path,
    what: 'Module Summary (Student Assigned view)',
    body: (m) => ({ cohortModuleId: m.cohortModuleId, academicSupervisorUserId: m.asUserId }),
  },
  {
    path: modulesCalls.searchModuleStudent.path,
    what: 'Student List as it opens',
    body: (m) => ({ cohortModuleId: m.cohortModuleId, ...page }),
  },
  ...STUDENT_SORTS.map((sort) => ({
    path: modulesCalls.searchModuleStudent.path,
    what: `Student List sorted by ${sort} DESC`,
    body: (m: SizedModule) => ({ cohortModuleId: m.cohortModuleId, ...page, orderBy: `${sort} DESC` }),
  })),
  {
    path: modulesCalls.searchModuleStudent.path,
    what: "Student List of an AS's students",
    body: (m) => ({ cohortModuleId: m.cohortModuleId, academicSupervisorUserId: m.asUserId, ...page }),
  },
  ...['overdueAssign', 'exemptedHours', 'noAcceptedWpa', 'completedWilHoursLess'].map((showStatus) => ({
    path: modulesCalls.searchModuleStudent.path,
    what: `moduleStudentList/${showStatus}`,
    body: (m: SizedModule) => ({ cohortModuleId: m.cohortModuleId, showStatus, ...page }),
  })),
  {
    path: modulesCalls.searchAssignList.path,
    what: 'assignment tabs with counts',
    body: (m) => ({ cohortModuleId: m.cohortModuleId }),
  },
  ...['', 'pendingReview', 'overdue'].map((showStatus) => ({
    path: modulesCalls.search.path,
    what: `an assignment tab${showStatus ? ` (${showStatus})` : ''}`,
    body: (m: SizedModule) => ({ cohortModuleAssignId: m.cohortModuleAssignId, showStatus, ...page }),
  })),
  ...['', 'pendingSend', 'sentToIs', 'over', 'pendingReview'].map((showStatus) => ({
    path: wpaCalls.search.path,
    what: `WPA Management${showStatus ? ` /${showStatus}` : ''}`,
    body: (m: SizedModule) => ({
      cohortModuleId: m.cohortModuleId,
      showStatus: showStatus || null,
      ...page,
      orderBy: '',
    }),
  })),
  {
    path: keyDocumentCalls.search.path,
    what: 'Key Documents as it opens',
    body: (m) => ({ cohortModuleId: m.cohortModuleId, ...page }),
  },
  {
    path: keyDocumentCalls.pickStudent.path,
    what: "the Upload dialog's student picker",
    body: (m) => ({ cohortModuleId: m.cohortModuleId, text: 'a', pageSize: 10 }),
  },
  {
    path: modulesCalls.searchModuleStudentById.path,
    what: 'the student summary',
    body: (m) => ({ studentModuleId: m.studentModuleId }),
  },
];

/** A module's ids for SIZE_CALLS: its second assignment, its first student, its AS with the most students. */
export async function sizedModule(db: Db, cohortModuleId: number): Promise<SizedModule> {
  const r = await sql<SizedModule>`
    select cm.cohort_module_id, cm.cohort_prog_id,
      (select c.cohort_module_assign_id from cohort_module_assigns c where c.cohort_module_id = cm.cohort_module_id
        order by c.assign_seq limit 1 offset 1) as cohort_module_assign_id,
      (select min(sm.student_module_id) from student_modules sm where sm.cohort_module_id = cm.cohort_module_id) as student_module_id,
      (select a.user_id from student_modules sm join academic_staff a using (academic_staff_id)
        where sm.cohort_module_id = cm.cohort_module_id group by a.user_id order by count(*) desc, a.user_id limit 1) as as_user_id
    from cohort_modules cm where cm.cohort_module_id = ${cohortModuleId}`.execute(db);
  return r.rows[0]!;
}

/** The size calls as the benchmark's calls of one module: each with its plugin's route (none when it is off). */
export async function sizeBenchCalls(m: SizedModule, label: string): Promise<BenchCall[]> {
  const { plugins } = await benchPlugins();
  const routes = plugins.flatMap((p) => p.routes ?? []);
  return SIZE_CALLS.flatMap((c) => {
    const route = routes.find((r) => r.path === c.path);
    if (!route) return [];
    return [
      {
        path: c.path,
        what: `${c.what} (${label})`,
        body: c.body(m),
        headers: { 'x-cohort-prog-id': String(m.cohortProgId) },
        route,
      },
    ];
  });
}

/**
 * The size run's pairs: each SIZE_CALL on the largest BSc CS module and on the 40-student module
 * made beside it (once, kept in the data set).
 */
export async function sizePairs(db: Db, plugins: Parameters<typeof Counters.of>[0]): Promise<[BenchCall, BenchCall][]> {
  const large = await bsccsModule(db);
  if (!large) return [];
  const smallId = await ensureSmallModule(db, Counters.of(plugins), large.cohortModuleId);
  const l = await sizeBenchCalls(await sizedModule(db, large.cohortModuleId), 'largest');
  const s = await sizeBenchCalls(await sizedModule(db, smallId), '40 students');
  return l.map((c, i) => [c, s[i]!]);
}
