/**
 * The module area's statuses, limits and messages (spec 002 §3, §5, §9) as plain data: the
 * payload schemas bound their fields with them, and plugins/modules/shared/ (the rules client and
 * server both apply) answers with these messages, so a refusal reads the same on both sides.
 */

/** Student module (002 §3 'Student module'). */
export const STUDENT_MODULE_STATUSES = ['ACTIVE', 'HOLD_WIL', 'DROPPED', 'COMPLETED'] as const;
export type StudentModuleStatus = (typeof STUDENT_MODULE_STATUSES)[number];

/** Student assignment (002 §3 'Status sets'). */
export const ASSIGN_STATUSES = ['BLANK', 'WIP', 'SUBMITTED', 'SUBMITTED_LATE', 'OVERDUE'] as const;
export type AssignStatus = (typeof ASSIGN_STATUSES)[number];

/** A row that opens the grading dialog (002 §2 'Assignment list', §4). */
export const GRADABLE_STATUSES = ['SUBMITTED', 'SUBMITTED_LATE'] as const;

/** The Student List narrowed by a Module Summary counter (/academic/moduleStudentList/{showStatus}, 002 §2). */
export const STUDENT_SHOW_STATUSES = [
  'overdueAssign',
  'exemptedHours',
  'noAcceptedWpa',
  'completedWilHoursLess',
] as const;
export type StudentShowStatus = (typeof STUDENT_SHOW_STATUSES)[number];

/** The assignment list narrowed by a counter (/academic/assignmentList/{showStatus}, 002 §2). */
export const ASSIGN_SHOW_STATUSES = ['pendingReview', 'overdue'] as const;
export type AssignShowStatus = (typeof ASSIGN_SHOW_STATUSES)[number];

/** Sub groups 0 to 9 (002 §2 'Student List'). */
export const SUB_GROUP_MAX = 9;

export const MODULE_LIMITS = {
  /** 002 §5, §9: at most 10 assignments per module, sequence 1 to 10. */
  maxAssignments: 10,
  assignNameMax: 50,
  /** Curriculum and other learning hours: 0 to 9999.99, 2 decimals, 7 characters. */
  hoursMax: 9999.99,
  hoursChars: 7,
  /** Exclude small matches: 8 to 99, 2 digits. */
  smallMatchesMin: 8,
  smallMatchesMax: 99,
  /** Marks: 0 to 100, 2 decimals, 6 characters. */
  markMax: 100,
  markChars: 6,
  remarksMax: 150,
  /** The remark a status change may carry into its event. */
  eventRemarkMax: 250,
  /** Students one bulk change may select. */
  bulkMax: 1000,
  /** Below this share of the needed WIL hours a student counts in completedWilHoursLessCount ('<50% WIL hours attained'). */
  lessHoursPercent: 50,
} as const;

/** The spec's messages (002 §5), and the few this area adds where the spec gives none. */
export const MODULE_MESSAGES = {
  hoursRange: 'Value error, Range should be between 0 and 9999.99 .',
  commenceRequired: 'Expected Commence Date is required.',
  endRequired: 'Expected End Date is required.',
  commenceAfterEnd: 'Expected Commence Date cannot be later than Expected End Date. ',
  endBeforeCommence: 'Expected End Date cannot be earlier than Expected Commence Date.',
  assignSeqRequired: 'Assignment Sequence is required.',
  assignSeqTaken: 'This assignment sequence is already used in this module.',
  assignWeightRequired: 'Weighting is required.',
  assignWeightRange: 'Value error, Range should be between 0 and 100 .',
  assignNameRequired: 'Assignment Name is required.',
  assignNameMax: 'Assignment Name cannot be longer than 50 characters.',
  activeIndRequired: 'Status is required.',
  turnitinRequired: 'Use Turnitin is required.',
  tooManyAssignments: 'A module can have at most 10 assignments.',
  smallMatches: 'Only numbers from 8 to 99 can be entered.',
  markRequired: 'Please input the grade of this assignment.',
  markRange: 'Value error, Range should be between 0 and 100 .',
  markedDateRequired: 'Date Marked is required.',
  remarksMax: 'Remarks cannot be longer than 150 characters.',
  notGradable: 'Only a submitted assignment can be graded.',
  newAsRequired: 'New Assigned-Academic Supervisor is required.',
  newAsNotSupervisor: 'The new Assigned-Academic Supervisor is not an academic supervisor of this programme.',
  newStatusRequired: 'New Status is required.',
  subGroupRequired: 'Sub Group is required.',
  selectStudent: 'Please select the student first.',
  notYourStudents: 'You have selected student(s) for whom the Assigned AS is not equal to you.',
  notInModule: 'The selected student(s) are not in this module.',
  startAfterEnd: 'The start date cannot be later than the end date.',
  endBeforeStart: 'The end date cannot be earlier than the start date.',
  listNotAvailable: 'This list is not available.',
} as const;
export type ModuleMessage = keyof typeof MODULE_MESSAGES;
