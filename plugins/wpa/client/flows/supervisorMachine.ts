import { assign, fromPromise, setup } from 'xstate';

type Values = Record<string, string>;
/** The signature image: the page's own type (the machine only keeps it and hands it back). */
type S = unknown;

/** What the supervisor's page does for the flow; `signature` is the image to send first, if any. */
export interface SupervisorCalls {
  saveDraft: (values: Values, signature: S | null) => Promise<{ draftSavedDate: string | null; message: string }>;
  submit: (values: Values, signature: S | null) => Promise<unknown>;
  /** The refusals that end the form (the link's own answers), else null. */
  endOf: (error: unknown) => unknown;
}

/** How many faults the rules find (plugins/wpa/shared/supervisorRules.ts): a draft's given values, the whole form. */
export interface SupervisorRules {
  draftFaults: (values: Values) => number;
  submitFaults: (values: Values, signature: S | null) => number;
}

/** Which faults show: none yet, those of a draft's given values, or the whole form's (after Submit). */
export type Shown = 'none' | 'draft' | 'submit';

export type Notice = { kind: 'saved'; message: string } | { kind: 'fix' } | { kind: 'failed'; error: unknown };

export interface SupervisorContext {
  /** The form as the last Save Draft or Submit took it. */
  values: Values;
  signature: S | null;
  /** The image the server keeps (sent, or the draft's): the same one is not sent again. */
  sentSignature: S | null;
  shown: Shown;
  savedAt: string | null;
  notice: Notice | null;
  /** Counts the presses refused for faults: each one puts the focus on the first fault. */
  refusals: number;
  /** Why the form ended (the link's answer), when it did. */
  end: unknown;
  calls: SupervisorCalls;
  rules: SupervisorRules;
}

/** The form's values come with Save Draft and Submit (the page keeps them as they are typed). */
export type SupervisorEvent =
  | { type: 'edited' }
  | { type: 'save'; values: Values; signature: S | null }
  | { type: 'submit'; values: Values; signature: S | null }
  | { type: 'yes' }
  | { type: 'no' };

interface Input {
  signature: S | null;
  savedAt: string | null;
  calls: SupervisorCalls;
  rules: SupervisorRules;
}

const toSend = (c: SupervisorContext) => (c.signature !== c.sentSignature ? c.signature : null);
const formOf = ({ event }: { event: SupervisorEvent }) =>
  event.type === 'save' || event.type === 'submit' ? { values: event.values, signature: event.signature } : {};

/**
 * The industry supervisor's save and submit (spec 002 §5, issue 31): Save Draft checks the values
 * given and keeps them (with a new signature image, sent first); Submit checks the whole form,
 * asks Yes or No, then submits. A refusal the link answers (unknown, ended, already submitted)
 * ends the form; any other shows as a notice and the form stays.
 */
export const supervisorMachine = setup({
  types: { context: {} as SupervisorContext, events: {} as SupervisorEvent, input: {} as Input },
  actors: {
    saveDraft: fromPromise<{ draftSavedDate: string | null; message: string }, SupervisorContext>(({ input }) =>
      input.calls.saveDraft(input.values, toSend(input)),
    ),
    submit: fromPromise<unknown, SupervisorContext>(({ input }) => input.calls.submit(input.values, toSend(input))),
  },
  guards: {
    draftFaulty: ({ context, event }) => event.type === 'save' && context.rules.draftFaults(event.values) > 0,
    formFaulty: ({ context, event }) =>
      event.type === 'submit' && context.rules.submitFaults(event.values, event.signature) > 0,
    ends: ({ context, event }) => 'error' in event && context.calls.endOf(event.error) !== null,
  },
  actions: {
    failed: assign(({ event }) => ({
      notice: { kind: 'failed' as const, error: 'error' in event ? event.error : null },
    })),
    ended: assign(({ context, event }) => ({ end: 'error' in event ? context.calls.endOf(event.error) : null })),
  },
}).createMachine({
  id: 'supervisorForm',
  context: ({ input }) => ({
    ...input,
    values: {},
    sentSignature: input.signature,
    shown: 'none',
    notice: null,
    refusals: 0,
    end: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        edited: { actions: assign({ notice: null }) },
        save: [
          {
            guard: 'draftFaulty',
            actions: assign(({ context }) => ({
              shown: context.shown === 'none' ? ('draft' as const) : context.shown,
              notice: null,
              refusals: context.refusals + 1,
            })),
          },
          { target: 'saving', actions: assign(({ event }) => ({ ...formOf({ event }), notice: null })) },
        ],
        submit: [
          {
            guard: 'formFaulty',
            actions: assign(({ context }) => ({
              shown: 'submit' as const,
              notice: { kind: 'fix' as const },
              refusals: context.refusals + 1,
            })),
          },
          {
            target: 'confirming',
            actions: assign(({ event }) => ({ ...formOf({ event }), shown: 'submit' as const, notice: null })),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => context,
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            savedAt: event.output.draftSavedDate,
            sentSignature: context.signature,
            notice: { kind: 'saved' as const, message: event.output.message },
          })),
        },
        onError: [
          { guard: 'ends', target: 'ended', actions: 'ended' },
          { target: 'editing', actions: 'failed' },
        ],
      },
    },
    confirming: { on: { yes: 'submitting', no: 'editing' } },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => context,
        onDone: { target: 'submitted' },
        onError: [
          { guard: 'ends', target: 'ended', actions: 'ended' },
          { target: 'editing', actions: 'failed' },
        ],
      },
    },
    submitted: { type: 'final' },
    ended: { type: 'final' },
  },
});
