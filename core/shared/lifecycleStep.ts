import { transition, type AnyStateMachine, type EventObject } from 'xstate';
import { answeredOnce } from './answeredOnce.js';

/** A lifecycle machine's answer: the next status, or why it refuses. */
export type LifecycleAnswer<S extends string = string> =
  { ok: true; status: S } | { ok: false; errorCode: 'FORBIDDEN' | 'INVALID_STATE'; msg: string };

/** Why the machine refuses an event it cannot take (the caller, or the status). */
export type LifecycleRefusal = Extract<LifecycleAnswer, { ok: false }>;

/**
 * One event of a lifecycle machine whose states are the stored statuses (job post, job
 * application, WPA), from the status a row holds: the next status, or `refuse`'s answer, which
 * may ask the machine whether another event could be taken. A status the machine does not know
 * (`statuses`) is INVALID_STATE, named by `what` ('job post').
 */
export function stepLifecycle<S extends string>(
  lifecycle: { machine: AnyStateMachine; statuses: readonly S[]; what: string },
  status: string,
  event: EventObject,
  refuse: (can: (e: EventObject) => boolean) => LifecycleRefusal,
): LifecycleAnswer<S> {
  if (!(lifecycle.statuses as readonly string[]).includes(status)) {
    return { ok: false, errorCode: 'INVALID_STATE', msg: `The ${lifecycle.what} status ${status} is unknown.` };
  }
  const snapshot = lifecycle.machine.resolveState({ value: status, context: {} });
  if (!snapshot.can(event)) return refuse((e) => snapshot.can(e));
  const [next] = transition(lifecycle.machine, snapshot, event);
  return { ok: true, status: String(next.value) as S };
}

/**
 * A lifecycle's decision for an input (the stored status and who acts) and an event type, asked
 * once per distinct input (answeredOnce, keyed by the status, the type and `actorKey`). The event
 * the machine takes is the type with the input (its guards read who acts from it); a refusal is
 * worded by `refuse`.
 */
export function lifecycleDecider<I extends { status: string }, T extends string, S extends string>(
  lifecycle: { machine: AnyStateMachine; statuses: readonly S[]; what: string },
  o: {
    actorKey: (input: I) => string;
    refuse: (input: I, type: T, can: (e: EventObject) => boolean) => LifecycleRefusal;
  },
) {
  return answeredOnce(
    (input: I, event: { type: T }): LifecycleAnswer<S> =>
      stepLifecycle(lifecycle, input.status, { ...input, type: event.type }, (can) => o.refuse(input, event.type, can)),
    (input: I, event: { type: T }) => `${input.status}|${event.type}|${o.actorKey(input)}`,
  );
}
