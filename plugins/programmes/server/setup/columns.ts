/**
 * The Batch Upload WIL Programme Setup template: one row per cohort programme, one column per
 * field of the programme parameters (spec 001 §3). The header row is the first row of the sheet.
 */
export type SetupField =
  | 'progCode'
  | 'cohortYear'
  | 'leader'
  | 'convener'
  | 'supervisors'
  | 'assignment1LogWeighting'
  | 'assignment2FinalReportWeighting'
  | 'assignment3OtherWeighting'
  | 'wpaWeighting'
  | `wpaQuestion${number}Weighting`
  | `programmeSpecificWpaQuestion${number}`;

export interface SetupColumn {
  field: SetupField;
  header: string;
  width: number;
  note: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const ASSIGNMENT_FIELDS = [
  'assignment1LogWeighting',
  'assignment2FinalReportWeighting',
  'assignment3OtherWeighting',
  'wpaWeighting',
] as const;
export const QUESTION_WEIGHT_FIELDS = range(1, 13).map((n) => `wpaQuestion${n}Weighting` as const);
export const SPECIFIC_QUESTION_FIELDS = range(9, 13).map((n) => `programmeSpecificWpaQuestion${n}` as const);

/** Longest programme-specific WPA question (the column is varchar(500)). */
export const QUESTION_MAX = 500;

export const SETUP_COLUMNS: SetupColumn[] = [
  { field: 'progCode', header: 'Programme Code', width: 16, note: 'A programme you lead, e.g. BSCCS.' },
  { field: 'cohortYear', header: 'Cohort', width: 10, note: 'The cohort year, 4 digits, e.g. 2026.' },
  {
    field: 'leader',
    header: 'Programme Leader User ID',
    width: 24,
    note: 'User ID of a Programme Leader of this cohort programme.',
  },
  {
    field: 'convener',
    header: 'Module Convener User ID',
    width: 24,
    note: 'User ID of a Module Convener of this cohort programme.',
  },
  {
    field: 'supervisors',
    header: 'Academic Supervisor User IDs',
    width: 28,
    note: 'One or more User IDs of Academic Supervisors of this cohort programme, separated by commas.',
  },
  {
    field: 'assignment1LogWeighting',
    header: 'Assignment 1 Log Weighting',
    width: 14,
    note: 'Per cent, 0 to 100, up to 2 decimals. The four assignment weightings add up to 100.',
  },
  {
    field: 'assignment2FinalReportWeighting',
    header: 'Assignment 2 Final Report Weighting',
    width: 14,
    note: 'Per cent (see above).',
  },
  { field: 'assignment3OtherWeighting', header: 'Assignment 3 Other Weighting', width: 14, note: 'Per cent.' },
  { field: 'wpaWeighting', header: 'WPA Weighting', width: 12, note: 'Per cent.' },
  ...range(1, 13).map((n) => ({
    field: `wpaQuestion${n}Weighting` as const,
    header: `WPA Question ${n} Weighting`,
    width: 12,
    note:
      n <= 8
        ? 'Per cent, required. The weightings of the questions in use add up to 100.'
        : `Per cent; required when Programme-specific WPA Question ${n} is filled, else leave empty.`,
  })),
  ...range(9, 13).map((n) => ({
    field: `programmeSpecificWpaQuestion${n}` as const,
    header: `Programme-specific WPA Question ${n}`,
    width: 40,
    note: `Optional text, at most ${QUESTION_MAX} characters.`,
  })),
];

/** At most this many cohort programmes in one file. */
export const MAX_ROWS = 500;
