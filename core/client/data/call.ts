import type { CallSpec, PayloadOf, ReplyOf } from '@core/shared/callSpec';
import { fillScope, type ScopeKind } from '@core/shared/scopeFields';
import { api, selected, type ApiOptions } from '../api';

// The call spec and its payload and answer types are the kernel's one definition, shared with the
// server's routes (core/shared/callSpec.ts); screens keep importing them from here.
export type { CallSpec, PayloadOf, ReplyOf };

/** The payload field names a declaration lists for one kind (a name, or several). */
type Names<V> = V extends string ? V : V extends readonly (infer E)[] ? Extract<E, string> : never;

/** The scope fields the call layer fills for a call ('held' calls, the pickers, are never filled). */
export type FilledFields<C> = C extends { readonly scope: infer S }
  ? S extends { readonly reach: 'held' }
    ? never
    : Names<S[Extract<keyof S, ScopeKind>]>
  : never;

/**
 * The payload a screen passes: the spec's, its scope fields optional, since the call layer fills
 * the ones left out from the selected programme. A value the screen gives (the user's own choice)
 * is sent as it is.
 */
export type SentPayloadOf<C> = [FilledFields<C>] extends [never]
  ? PayloadOf<C>
  : PayloadOf<C> extends infer P
    ? Omit<P, FilledFields<C>> & Partial<Pick<P, FilledFields<C> & keyof P>>
    : never;

/**
 * The payload as sent: the scope fields the spec declares and the screen left out, filled from
 * the selected programme and cohort (core/shared/scopeFields.ts fillScope). The one place the
 * selection reaches a payload; the header goes with every call (core/client/api.ts).
 */
export const withScope = <C extends CallSpec>(spec: C, payload: SentPayloadOf<C>): PayloadOf<C> =>
  fillScope(spec.scope, payload, selected()) as PayloadOf<C>;

/** POST /api/<spec.path> with the envelope rules of api(), typed from the call's schemas. */
export function call<C extends CallSpec>(spec: C, payload: SentPayloadOf<C>, opts?: ApiOptions): Promise<ReplyOf<C>> {
  return api<ReplyOf<C>>(spec.path, withScope(spec, payload), opts);
}

