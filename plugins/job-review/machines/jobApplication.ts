import { setup } from 'xstate';
import { lifecycleDecider, type LifecycleRefusal } from '@core/shared/lifecycleStep.js';

/** Job application statuses of spec 000 §4. */
export const JOB_APPLICATION_STATUSES = [
  'DRAFT',
  'TEACHER_REVIEWING',
  'REJECTED',
  'PEND_IP_RECEIPT',
  'IP_PROCESSING',
  'REQUEST_DOCUMENT',
  'DOCUMENT_ATTACHED',
  'DOCUMENT_SUBMITTED',
  'DECLINED',
  'OFFER',
  'OFFER_DECLINED',
  'IN_PROGRESS',
  'SPECIAL_ARRANGEMENT',
  'WITHDRAWN',
  'STUDENT_WITHDRAWN',
] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/** 'Student Applications in Processing' (spec 000 §2) and our 'in progress' count. */
export const IN_PROCESSING_STATUSES = [
  'PEND_IP_RECEIPT',
  'IP_PROCESSING',
  'OFFER',
  'DOCUMENT_ATTACHED',
  'REQUEST_DOCUMENT',
] as const;

export interface JobApplicationActor {
  isConvener: boolean;
  /** The application or its job post has special arrangement Y. */
  specialArrange: boolean;
}
export interface JobApplicationInput extends JobApplicationActor {
  status: string;
}
export type JobApplicationEvent =
  ({ type: 'appl.approve' } & JobApplicationActor) | ({ type: 'appl.reject' } & JobApplicationActor);
export type JobApplicationEventType = JobApplicationEvent['type'];

/**
 * Spec 000 §4: an MC acts on TEACHER_REVIEWING applications only. Approve gives PEND_IP_RECEIPT,
 * or SPECIAL_ARRANGEMENT when the application or job has special arrangement Y (a comment to the
 * student is then required); Reject gives REJECTED. The partner and student steps after that
 * happen in the other portals and are read-only here.
 */
export const jobApplicationMachine = setup({
  types: { events: {} as JobApplicationEvent },
  guards: {
    isConvener: ({ event }) => event.isConvener,
    convenerWithArrangement: ({ event }) => event.isConvener && event.specialArrange,
  },
}).createMachine({
  id: 'jobApplication',
  initial: 'DRAFT',
  states: {
    DRAFT: {},
    TEACHER_REVIEWING: {
      on: {
        'appl.approve': [
          { target: 'SPECIAL_ARRANGEMENT', guard: 'convenerWithArrangement' },
          { target: 'PEND_IP_RECEIPT', guard: 'isConvener' },
        ],
        'appl.reject': { target: 'REJECTED', guard: 'isConvener' },
      },
    },
    REJECTED: {},
    PEND_IP_RECEIPT: {},
    IP_PROCESSING: {},
    REQUEST_DOCUMENT: {},
    DOCUMENT_ATTACHED: {},
    DOCUMENT_SUBMITTED: {},
    DECLINED: {},
    OFFER: {},
    OFFER_DECLINED: {},
    IN_PROGRESS: {},
    SPECIAL_ARRANGEMENT: {},
    WITHDRAWN: {},
    STUDENT_WITHDRAWN: {},
  },
});

const JOB_APPLICATION = { machine: jobApplicationMachine, statuses: JOB_APPLICATION_STATUSES, what: 'job application' };

/** The next status for an event, or why the machine refuses it (the machine asked once per input). */
export const nextJobApplicationStatus = lifecycleDecider<
  JobApplicationInput,
  JobApplicationEventType,
  JobApplicationStatus
>(JOB_APPLICATION, {
  actorKey: (input) => `${input.isConvener}|${input.specialArrange}`,
  refuse: (input): LifecycleRefusal =>
    input.isConvener
      ? {
          ok: false,
          errorCode: 'INVALID_STATE',
          msg: `Only an application under teacher review can be approved or rejected; this one is ${input.status}.`,
        }
      : {
          ok: false,
          errorCode: 'FORBIDDEN',
          msg: 'Only the module convener of this programme can review this job application.',
        },
});

/** Which buttons the client shows; commentRequired: approving needs a comment to the student. */
export function jobApplicationActions(input: JobApplicationInput): {
  approve: boolean;
  reject: boolean;
  commentRequired: boolean;
} {
  const approve = nextJobApplicationStatus(input, { type: 'appl.approve' });
  return {
    approve: approve.ok,
    reject: nextJobApplicationStatus(input, { type: 'appl.reject' }).ok,
    commentRequired: approve.ok && approve.status === 'SPECIAL_ARRANGEMENT',
  };
}
