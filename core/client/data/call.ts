import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { api, type ApiOptions } from '../api';

/**
 * One call of the API as schemas/<area> declares it: the path, the payload schema and the reply
 * schema. The server's route is declared from the same object, so the types a screen gets are
 * the schema the serializer writes, never a copy.
 */
export interface CallSpec {
  readonly path: string;
  // Plain objects here: checking a large schema literal against JSONSchema at every call is what
  // makes the compiler give up ('excessively deep'); FromSchema checks it once per type below.
  readonly body?: object;
  readonly reply?: object;
}

type Schema<S> = S extends JSONSchema ? S : never;
export type PayloadOf<C extends CallSpec> = C extends { body: infer S } ? FromSchema<Schema<S>> : undefined;
export type ReplyOf<C extends CallSpec> = C extends { reply: infer S } ? FromSchema<Schema<S>> : null;

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
