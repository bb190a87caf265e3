import { transition, type AnyStateMachine, type EventObject } from 'xstate';

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
