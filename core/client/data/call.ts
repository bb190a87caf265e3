import type { CallSpec, PayloadOf, ReplyOf } from '@core/shared/callSpec';
import { api, type ApiOptions } from '../api';

// The call spec and its payload and answer types are the kernel's one definition, shared with the
// server's routes (core/shared/callSpec.ts); screens keep importing them from here.
export type { CallSpec, PayloadOf, ReplyOf };

/** POST /api/<spec.path> with the envelope rules of api(), typed from the call's schemas. */
export function call<C extends CallSpec>(spec: C, payload: PayloadOf<C>, opts?: ApiOptions): Promise<ReplyOf<C>> {
  return api<ReplyOf<C>>(spec.path, payload, opts);
}

/**
 * The same call when the payload's schema is too wide for json-schema-to-ts to expand (a filter
 * form of many optional fields): the server still validates it, and the answer stays typed.
 */
export function callTypedReply<C extends CallSpec>(spec: C, payload: unknown, opts?: ApiOptions): Promise<ReplyOf<C>> {
  return api<ReplyOf<C>>(spec.path, payload, opts);
}
