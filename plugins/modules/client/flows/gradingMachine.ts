import { assign, fromPromise, setup } from 'xstate';
import { gradingFaults } from '../../shared';
import type { StudentAssignRow } from '../types';

/** The grading form's values, as typed. */
export interface GradeForm {
  mark: string;
  date: string;
  remarks: string;
}

/** What the screen does for the flow: send a grade, find the next submission to grade (or null). */
export interface GradingCalls {
  grade: (g: GradeInput) => Promise<unknown>;
  nextRow: () => Promise<StudentAssignRow | null>;
}

export interface GradingContext extends GradeForm {
  row: StudentAssignRow;
  calls: GradingCalls;
  /** The day Date Marked starts on when a row has none (YYYY-MM-DD). */
  today: string;
  /** The faults show once the grader asked to confirm. */
  touched: boolean;
  /** 'Confirm and next' (true) or 'Confirm' (false): what follows the grade. */
  goOn: boolean;
  /** Why the last grade was refused (the server's error), until the next try. */
  error: unknown;
}

export type GradingEvent =
  | { type: 'edit'; field: keyof GradeForm; value: string }
  | { type: 'ask'; goOn: boolean }
  | { type: 'yes' }
  | { type: 'no' }
  | { type: 'close' };

/** What is sent: the row's id and version with the form's values, trimmed. */
export interface GradeInput {
  row: StudentAssignRow;
  form: GradeForm;
}

/** A row's form: its saved grade, or an empty one dated today. */
export const formOf = (row: StudentAssignRow, today: string): GradeForm => ({
  mark: row.assignMarks === null ? '' : String(row.assignMarks),
  date: (row.markedDate ?? '').slice(0, 10) || today,
  remarks: row.remarks ?? '',
});

export const faultsOf = (c: GradeForm) =>
  gradingFaults({ assignMarks: c.mark, markedDate: c.date, remarks: c.remarks });

/**
 * Grading in a row (spec 002 §5 'Grading'): edit the grade, ask (Confirm, or Confirm and next),
 * answer the confirm text, save; after 'Confirm and next' the next ungraded submission of the tab
 * is found and the form starts again on it, until none is left. The screen gives its calls as
 * input; the machine's final states tell it why the dialog ends.
 */
export const gradingMachine = setup({
  types: {
    context: {} as GradingContext,
    events: {} as GradingEvent,
    input: {} as { row: StudentAssignRow; today: string; calls: GradingCalls },
  },
  actors: {
    grade: fromPromise<unknown, { calls: GradingCalls; grade: GradeInput }>(({ input }) =>
      input.calls.grade(input.grade),
    ),
    nextRow: fromPromise<StudentAssignRow | null, GradingCalls>(({ input }) => input.nextRow()),
  },
  guards: {
    valid: ({ context }) => Object.keys(faultsOf(context)).length === 0,
    goOn: ({ context }) => context.goOn,
  },
}).createMachine({
  id: 'grading',
  context: ({ input }) => ({ ...input, ...formOf(input.row, input.today), touched: false, goOn: false, error: null }),
  initial: 'editing',
  on: { close: '.closed' },
  states: {
    editing: {
      on: {
        edit: { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        ask: [
          { guard: 'valid', target: 'confirming', actions: assign({ goOn: ({ event }) => event.goOn, error: null }) },
          { actions: assign({ touched: true }) },
        ],
      },
    },
    confirming: { on: { no: 'editing', yes: 'saving' } },
    saving: {
      on: { close: {} },
      invoke: {
        src: 'grade',
        input: ({ context }) => ({
          calls: context.calls,
          grade: {
            row: context.row,
            form: { mark: context.mark.trim(), date: context.date, remarks: context.remarks.trim() },
          },
        }),
        onDone: [{ guard: 'goOn', target: 'findingNext' }, { target: 'graded' }],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    findingNext: {
      invoke: {
        src: 'nextRow',
        input: ({ context }) => context.calls,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'editing',
            actions: assign(({ event, context }) => ({
              row: event.output!,
              ...formOf(event.output!, context.today),
              touched: false,
              error: null,
            })),
          },
          { target: 'noneLeft' },
        ],
        onError: { target: 'nextFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /** Graded with 'Confirm': the dialog closes. */
    graded: { type: 'final' },
    /** 'Confirm and next' with no ungraded submission left under the tab's filter. */
    noneLeft: { type: 'final' },
    /** Graded, but the next submission could not be read. */
    nextFailed: { type: 'final' },
    closed: { type: 'final' },
  },
});
