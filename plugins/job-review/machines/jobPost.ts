import { setup } from 'xstate';
import { lifecycleDecider, type LifecycleRefusal } from '@core/shared/lifecycleStep.js';

/** Job post statuses of spec 000 §4 (REVIEW_REJECT is only the status a client sends; REJECTED is stored). */
export const JOB_POST_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'ACTIVE',
  'REJECTED',
  'EXPIRED',
  'WITHDRAWN',
  'SPECIAL_ARRANGEMENT',
] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** Who acts and what they know of the post: guards read it from the event. */
export interface JobPostActor {
  isConvener: boolean;
  /** The post's application deadline (last_apply_date) is before today. */
  deadlinePassed: boolean;
}
export interface JobPostInput extends JobPostActor {
  status: string;
}

export type JobPostEvent =
  | ({ type: 'post.approve' } & JobPostActor)
  | ({ type: 'post.approveWithArrangement' } & JobPostActor)
  | ({ type: 'post.reject' } & JobPostActor);
export type JobPostEventType = JobPostEvent['type'];

export const DEADLINE_NOTICE =
  'This job posting has reached its application deadline and will be automatically rejected.';

/**
 * Spec 000 §4: only SUBMITTED posts can be acted on, only by an MC of the post's programme
 * (§6). Approving (with or without arrangement) needs the deadline not to have passed; a post
 * past its deadline can only be rejected (after the client's notice). Every other status is read-only.
 */
export const jobPostMachine = setup({
  types: { events: {} as JobPostEvent },
  guards: {
    isConvener: ({ event }) => event.isConvener,
    convenerBeforeDeadline: ({ event }) => event.isConvener && !event.deadlinePassed,
  },
}).createMachine({
  id: 'jobPost',
  initial: 'DRAFT',
  states: {
    DRAFT: {},
    SUBMITTED: {
      on: {
        'post.approve': { target: 'ACTIVE', guard: 'convenerBeforeDeadline' },
        'post.approveWithArrangement': { target: 'SPECIAL_ARRANGEMENT', guard: 'convenerBeforeDeadline' },
        'post.reject': { target: 'REJECTED', guard: 'isConvener' },
      },
    },
    ACTIVE: {},
    REJECTED: {},
    EXPIRED: {},
    WITHDRAWN: {},
    SPECIAL_ARRANGEMENT: {},
  },
});

const JOB_POST = { machine: jobPostMachine, statuses: JOB_POST_STATUSES, what: 'job post' };

/** The next status for an event, or why the machine refuses it (the machine asked once per input). */
export const nextJobPostStatus = lifecycleDecider<JobPostInput, JobPostEventType, JobPostStatus>(JOB_POST, {
  actorKey: (input) => `${input.isConvener}|${input.deadlinePassed}`,
  refuse: (input): LifecycleRefusal => {
    if (!input.isConvener) {
      return {
        ok: false,
        errorCode: 'FORBIDDEN',
        msg: 'Only the module convener of this programme can review this job post.',
      };
    }
    if (input.status === 'SUBMITTED' && input.deadlinePassed) {
      return { ok: false, errorCode: 'INVALID_STATE', msg: `${DEADLINE_NOTICE} It can only be rejected.` };
    }
    return {
      ok: false,
      errorCode: 'INVALID_STATE',
      msg: `Only a submitted job post can be reviewed; this one is ${input.status}.`,
    };
  },
});

/** Which review buttons the client shows (and the server allows). */
export function jobPostActions(input: JobPostInput): {
  approve: boolean;
  approveWithArrangement: boolean;
  reject: boolean;
  deadlineNotice: boolean;
} {
  const can = (type: JobPostEventType) => nextJobPostStatus(input, { type }).ok;
  return {
    approve: can('post.approve'),
    approveWithArrangement: can('post.approveWithArrangement'),
    reject: can('post.reject'),
    deadlineNotice: input.status === 'SUBMITTED' && input.deadlinePassed,
  };
}
