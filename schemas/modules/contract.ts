import { choiceRef, fieldPoint, functionCode, GRANTS, routeRef, slotRef, type ViewRows } from '../core/contract';

const integer = { type: 'integer', minimum: 0 } as const;
const hours = { type: 'number', minimum: 0 } as const;
const mark = { type: 'number', minimum: 0, maximum: 100 } as const;

/** One cohort module as its summary screens pass it to what other areas add. */
export interface ModuleSummaryProps {
  cohortModuleId: number;
  /** The caller's roles in the module's cohort programme. */
  roleCodes: readonly string[];
}

/**
 * What the module area (spec 002) offers other areas: the slots of its Module Summary and
 * student summary screens, its pages, and the function it checks.
 */
export const modulesContract = {
  slots: {
    /** Module Summary: buttons to the areas of one cohort module (WPA Management, Assignments, Key Documents). */
    summaryActions: slotRef<ModuleSummaryProps>('modules.summaryActions'),
    /** Module Summary statistics: each area's counter rows, for the chosen view. */
    summaryCounters: slotRef<ModuleSummaryProps & { view: 'module' | 'studentAssigned' }>('modules.summaryCounters'),
    /** Student summary: one section per area (WPA table, assignments, key documents). */
    studentSections: slotRef<ModuleSummaryProps & { studentModuleId: number }>('modules.studentSections'),
    /** Module Summary charts (issue 38): each area's charts of the module, drawn with its own call. */
    summaryCharts: slotRef<ModuleSummaryProps & { view: 'module' | 'studentAssigned' }>('modules.summaryCharts'),
  },
  routes: {
    list: routeRef('modules.list'),
    /** The chosen module's assignments, narrowed by a counter ('pendingReview', 'overdue'). */
    assignmentList: routeRef('modules.assignmentList', ['showStatus']),
  },
  /**
   * The module and the student module the module screens show (spec 002 §2: 'the current module
   * is held in storage', 'the chosen studentModuleId is kept in browser storage'). The Module
   * List, the home Assessment card and the Student List choose them; WPA and key documents read
   * them for their own screens (WPA Management, Fill in WPA Form, Key Documents).
   */
  choices: {
    cohortModule: choiceRef('modules.cohortModule', 'CohortModuleId'),
    studentModule: choiceRef('modules.studentModule', 'StudentModuleId'),
  },
  /**
   * Views other areas may read: the student modules with their student, module, programme and
   * assigned AS (WPA and key documents hang from a student module; the Student Enrolled Module
   * Report reads it).
   */
  readViews: {
    studentModules: 'modules_student_modules_v',
    /**
     * The module's students as the lists page them (maintained): student module, cohort module,
     * assigned AS, student ID and name; searched by prefix of the lower-cased ID, name or last
     * name (`lower(x) >= $from and lower(x) < $to`, indexed per cohort module).
     */
    studentPicks: 'modules_student_picks_v',
  },
  /**
   * Tables other areas may reference by foreign key (docs/ARCHITECTURE.md 'Ownership': a cross-area
   * reference is a foreign key to the owner's table, made by the referencing area's migration).
   * WPAs and key documents hang from a student module, which is therefore never deleted (it is
   * DROPPED or COMPLETED).
   */
  keys: {
    studentModule: 'student_modules',
  },
  /**
   * Server extension points: figures other areas own, added to this area's rows as SQL
   * expressions correlated with the row, so a list pages and sorts by them in one statement. A
   * figure whose area is off is absent, and so are its column, sort option and counter.
   */
  points: {
    /**
     * One student module (a row of the Student List, the student summary). Row: the student
     * module, its cohort module and the student (students.student_id).
     */
    studentFacts: fieldPoint({
      id: 'modules.studentFacts',
      description: 'Figures of other areas about one student module (student list, student summary).',
      row: ['studentModuleId', 'cohortModuleId', 'studentId'],
      /**
       * A contributing area keeps its figures of a student module in a table of its own keyed by
       * student_module_id, with the module, the assigned AS and the student ID copied from this
       * area (the kernel keeps them when an AS changes), and a field contributed fromFigures: the
       * Student List then pages by it from that table's index on (cohort_module_id, <column>,
       * student_module_id). A field the lists filter by is indexed for it too: exemptedHours
       * above 0 and acceptedWpaCount 0 on (cohort_module_id, student_acct_id, student_module_id).
       */
      figures: { key: 'student_module_id', scope: ['cohort_module_id', 'academic_staff_id', 'student_acct_id'] },
      fields: {
        completedWilHours: {
          schema: hours,
          sortKey: 'completed_wil_hours',
          description: 'WIL hours of accepted WPAs.',
        },
        pendingWpaCount: {
          schema: integer,
          sortKey: 'pending_wpa_count',
          description: 'WPAs waiting for staff action.',
        },
        wpaAdjustWeightCount: {
          schema: integer,
          sortKey: 'wpa_adjust_weight_count',
          description: 'Accepted WPAs whose weight was adjusted (the indicator shows Y above 0).',
        },
        acceptedWpaCount: { schema: integer, description: 'WPAs ACCEPTED or ACCEPTED_OFFLINE.' },
        inProgressWpaCount: { schema: integer, description: 'WPAs not yet decided (student summary).' },
        sentToIsCount: { schema: integer, description: 'WPAs sent to the industry supervisor.' },
        completedWpaCount: { schema: integer, description: 'WPAs decided (accepted, rejected, terminated).' },
        wpaMarks: {
          schema: mark,
          sortKey: 'wpa_marks',
          description: 'The work performance mark (weighted WPA marks), out of 100.',
        },
        exemptedHours: {
          schema: hours,
          sortKey: 'exempted_hours',
          description: 'WIL hours the student is exempted from.',
        },
      },
    }),
    /**
     * One cohort module's counters (Module Summary statistics). Row: the cohort module, and the
     * academic supervisor whose students are counted ('Student Assigned' view) as their
     * academic_staff_id, or NULL for the whole module. Compare it with the view's
     * academic_staff_id (`sm.academic_staff_id = ${row.academicStaffId}`, student_modules' own
     * column, so no academic_staff row is read), never with its academic_supervisor_user_id, which
     * joins academic_staff for every student. For the whole module the owner passes the constant
     * NULL, so a contribution's `${row.academicStaffId}::int is null or …` is settled when the
     * statement is planned; a user who is no staff member counts nobody (-1).
     */
    moduleFacts: fieldPoint({
      id: 'modules.moduleFacts',
      description: 'Counters of other areas for one cohort module, for all students or one AS’s.',
      row: ['cohortModuleId', 'academicStaffId'],
      fields: {
        pendingSendWpaCount: { schema: integer },
        sendToIsWpaCount: { schema: integer },
        sendToIsOverWpaCount: { schema: integer, description: 'Sent to the industry supervisor over 14 days ago.' },
        pendingReviewWpaCount: { schema: integer },
        acceptedWpaCount: { schema: integer },
        workPerformanceMark: { schema: hours, description: 'Sum of accepted WPAs’ work performance (0 to 5 each).' },
        noAcceptedWpaStudentCount: { schema: integer, description: 'Students with no accepted WPA.' },
        exemptedHoursCount: { schema: integer, description: 'Students with exempted hours.' },
      },
    }),
  },
  functions: {
    modules: functionCode({
      code: 'MODULES',
      description: 'Module list and summary, students and their bulk changes, assignments and grading.',
      grants: {
        MODULE_CONVENER: GRANTS.all,
        PROGRAMME_LEADER: GRANTS.readOnly,
        ACADEMIC_SUPERVISOR: ['canSelect', 'canUpdate', 'canView', 'canUpload', 'canDownload'],
      },
    }),
  },
} as const;

/** The rows of the module area's published view (migrations/001_module_tables STUDENT_MODULES_VIEW). */
export type ModulesViews = ViewRows<
  typeof modulesContract.readViews,
  {
    studentModules: {
      studentModuleId: number;
      cohortModuleId: number;
      studentId: number;
      cohortProgId: number;
      academicSupervisorUserId: number | null;
      academicStaffId: number | null;
      subGroup: number | null;
      status: string;
      wilHours: number;
      lastUpdatedDate: Date;
      studentAcctId: string;
      firstName: string;
      lastName: string;
      studentName: string;
      email: string | null;
      moduleCode: string;
      moduleName: string;
      cohortYear: number;
      progCode: string;
      progTitle: string;
      staffName: string | null;
    };
    studentPicks: {
      studentModuleId: number;
      cohortModuleId: number;
      academicStaffId: number | null;
      studentAcctId: string;
      studentName: string;
      studentLastName: string;
    };
  }
>;
