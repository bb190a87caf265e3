import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, type CallSpec, type ReplyOf, type SentPayloadOf } from './call';
import { isChangedBy, ownArea, type Changes } from './changes';

/**
 * What useMutation is given for a write (exported for the layer's tests): `send`, never retried
 * here (retryPolicy.ts decides the one retry after a 503), and the reads it changes, which the
 * query client marks stale once it succeeds (queryClient.ts).
 */
export function writeMutation<A, R>(send: (args: A) => Promise<R>, changes: Changes): UseMutationOptions<R, Error, A> {
  return { mutationFn: send, meta: { changes }, retry: false };
}

/**
 * A screen's write through its area's helper (`send(args)`, e.g. a decision with its payload
 * built): answers what the helper answers or throws its ApiError, as before (the screen shows it);
 * once it succeeds, the reads `changes` names load again where they are shown, and elsewhere when
 * next shown.
 */
export function useWriteBy<A, R>(send: (args: A) => Promise<R>, changes: Changes) {
  const m = useMutation(writeMutation(send, changes));
  return { send: m.mutateAsync, busy: m.isPending };
}

/** useWriteBy for one call with its payload as it is; changes its own area's reads unless told. */
export function useWrite<C extends CallSpec>(spec: C, changes: Changes = ownArea(spec)) {
  return useWriteBy((payload: SentPayloadOf<C>): Promise<ReplyOf<C>> => call(spec, payload), changes);
}

/** Marks reads stale by hand: for a change made outside a write hook (a dialog's own call). */
export function useInvalidate() {
  const client = useQueryClient();
  return useCallback(
    (changes: Changes) => client.invalidateQueries({ predicate: (q) => isChangedBy(changes, q) }),
    [client],
  );
}
