import { setup } from 'xstate';
import { lifecycleDecider, type LifecycleAnswer, type LifecycleRefusal } from '@core/shared/lifecycleStep.js';
import { FILTER_STATUSES } from '@schemas/wpa/payloads.js';

/** WPA form statuses of spec 001 §4 and 002 §3. */
export const WPA_STATUSES = ['DRAFT', ...FILTER_STATUSES] as const;
export type WpaStatus = (typeof WPA_STATUSES)[number];

/** Statuses the management lists and reports offer as a filter (DRAFT is the student's own). */
export const WPA_FILTER_STATUSES = WPA_STATUSES.filter((s): s is Exclude<WpaStatus, 'DRAFT'> => s !== 'DRAFT');

/** Statuses whose Parts I and II are shown (spec 001 §4, 002 §2). */
export const WPA_CONTENT_STATUSES: readonly WpaStatus[] = [
  'PENDING_REVIEW',
  'REJECTED',
  'ACCEPTED',
  'ACCEPTED_OFFLINE',
  'TERMINATED',
];

/** Accepted into the WIL assessment (adjust weighting, print). */
export const WPA_ACCEPTED_STATUSES: readonly WpaStatus[] = ['ACCEPTED', 'ACCEPTED_OFFLINE'];

/**
 * Who acts, as both sides work it out from data the product has (docs/DECISIONS.md 'WPA: who
 * may act'): guards read it from the event, never from a session.
 */
export interface WpaActor {
  /**
   * The spec's 'flagged privileged user': the module convener of the WPA's programme (a role an
   * administrator grants). The self-set WPA Standing Approval flag never makes one (issue 34).
   */
  privileged: boolean;
  /** The academic supervisor assigned to the WPA's student module. */
  assignedAs: boolean;
  /** The spec's 'other flag' for Resend and Terminate: the module convener of the WPA's programme. */
  convener: boolean;
  /** The industry supervisor, through the WPA's single-use link (issue 31); no staff role. */
  supervisorLink?: boolean;
  /** The product's own scheduled work (issue 31's reminder job); no staff role. */
  scheduler?: boolean;
}

export interface WpaInput extends WpaActor {
  status: string;
}

type Ev<T extends string> = { type: T } & WpaActor;
export type WpaEvent =
  | Ev<'wpa.approve'>
  | Ev<'wpa.return'>
  | Ev<'wpa.resend'>
  | Ev<'wpa.remind'>
  | Ev<'wpa.terminate'>
  | Ev<'wpa.submitByIs'>
  | Ev<'wpa.accept'>
  | Ev<'wpa.reject'>
  | Ev<'wpa.adjustWeight'>
  | Ev<'wpa.updateNotes'>;
export type WpaEventType = WpaEvent['type'];

export type WpaTransition = LifecycleAnswer<WpaStatus>;

/** Every row of the transition tables of 001 §4 and 002 §4, and nothing else. */
export const wpaMachine = setup({
  types: { events: {} as WpaEvent },
  guards: {
    /** Approve, Return, Accept, Reject (001 §6, 002 §6). */
    reviewer: ({ event }) => event.privileged || event.assignedAs,
    /** Resend to IS and Terminate: the module convener or the assigned AS. */
    closer: ({ event }) => event.convener || event.assignedAs,
    /** Adjust Weighting: a privileged user or the student's assigned AS. */
    weigher: ({ event }) => event.privileged || event.assignedAs,
    /** The industry supervisor's own submission through the link (issue 31). */
    supervisor: ({ event }) => event.supervisorLink === true,
    /** Reminders go out by the scheduled job or a staff member who may resend. */
    reminder: ({ event }) => event.scheduler === true || event.convener || event.assignedAs || event.privileged,
  },
}).createMachine({
  id: 'wpaForm',
  initial: 'DRAFT',
  states: {
    DRAFT: {},
    PENDING_SEND: {
      on: {
        'wpa.approve': { target: 'SENT_TO_IS', guard: 'reviewer' },
        'wpa.return': { target: 'RETURNED_TO_STUDENT', guard: 'reviewer' },
      },
    },
    SENT_TO_IS: {
      on: {
        'wpa.resend': { target: 'SENT_TO_IS', guard: 'closer', reenter: true },
        'wpa.remind': { target: 'SENT_TO_IS', guard: 'reminder', reenter: true },
        'wpa.terminate': { target: 'TERMINATED', guard: 'closer' },
        'wpa.submitByIs': { target: 'PENDING_REVIEW', guard: 'supervisor' },
        'wpa.updateNotes': { target: 'SENT_TO_IS', guard: 'reviewer', reenter: true },
      },
    },
    RETURNED_TO_STUDENT: {
      on: {
        'wpa.terminate': { target: 'TERMINATED', guard: 'closer' },
        'wpa.updateNotes': { target: 'RETURNED_TO_STUDENT', guard: 'reviewer', reenter: true },
      },
    },
    PENDING_REVIEW: {
      on: {
        'wpa.accept': { target: 'ACCEPTED', guard: 'reviewer' },
        'wpa.reject': { target: 'REJECTED', guard: 'reviewer' },
        'wpa.updateNotes': { target: 'PENDING_REVIEW', guard: 'reviewer', reenter: true },
      },
    },
    ACCEPTED: {
      on: {
        'wpa.adjustWeight': { target: 'ACCEPTED', guard: 'weigher', reenter: true },
        'wpa.updateNotes': { target: 'ACCEPTED', guard: 'reviewer', reenter: true },
      },
    },
    ACCEPTED_OFFLINE: {
      on: {
        'wpa.adjustWeight': { target: 'ACCEPTED_OFFLINE', guard: 'weigher', reenter: true },
        'wpa.updateNotes': { target: 'ACCEPTED_OFFLINE', guard: 'reviewer', reenter: true },
      },
    },
    REJECTED: {
      on: { 'wpa.updateNotes': { target: 'REJECTED', guard: 'reviewer', reenter: true } },
    },
    TERMINATED: {
      on: { 'wpa.updateNotes': { target: 'TERMINATED', guard: 'reviewer', reenter: true } },
    },
  },
});

const WPA = { machine: wpaMachine, statuses: WPA_STATUSES, what: 'WPA' };

const ACTION_WORDS: Record<WpaEventType, string> = {
  'wpa.approve': 'approved',
  'wpa.return': 'returned to the student',
  'wpa.resend': 'resent to the industry supervisor',
  'wpa.remind': 'reminded',
  'wpa.terminate': 'terminated',
  'wpa.submitByIs': 'submitted by the industry supervisor',
  'wpa.accept': 'accepted',
  'wpa.reject': 'rejected',
  'wpa.adjustWeight': 'weighted',
  'wpa.updateNotes': 'given notes',
};

/** The next status for an event, or why the machine refuses it (asked once per distinct input). */
export const nextWpaStatus = lifecycleDecider<WpaInput, WpaEventType, WpaStatus>(WPA, {
  actorKey: (input) =>
    `${input.privileged}|${input.assignedAs}|${input.convener}|${input.supervisorLink === true}|${input.scheduler === true}`,
  refuse: (input, type, can): LifecycleRefusal => {
    // Would anyone be allowed this from this status? Then it is the actor, else the status.
    const anyone = { type, privileged: true, assignedAs: true, convener: true, supervisorLink: true, scheduler: true };
    if (can(anyone)) {
      return { ok: false, errorCode: 'FORBIDDEN', msg: `You may not have this WPA ${ACTION_WORDS[type]}.` };
    }
    return {
      ok: false,
      errorCode: 'INVALID_STATE',
      msg: `This WPA cannot be ${ACTION_WORDS[type]}: it is ${input.status}.`,
    };
  },
});

/** Which buttons and panels the review page shows (and the server allows). */
export function wpaActions(input: WpaInput) {
  const can = (type: WpaEventType) => nextWpaStatus(input, { type }).ok;
  const status = input.status as WpaStatus;
  return {
    approve: can('wpa.approve'),
    returnToStudent: can('wpa.return'),
    resend: can('wpa.resend'),
    terminate: can('wpa.terminate'),
    accept: can('wpa.accept'),
    reject: can('wpa.reject'),
    adjustWeight: can('wpa.adjustWeight'),
    /** The notes panel: hidden for PENDING_SEND; editable by reviewers. */
    notesPanel: status !== 'PENDING_SEND' && status !== 'DRAFT',
    editNotes: can('wpa.updateNotes'),
    /** Parts I and II. */
    content: WPA_CONTENT_STATUSES.includes(status),
    /** Print WPA Form: every viewer, accepted forms only. */
    print: WPA_ACCEPTED_STATUSES.includes(status),
  };
}
