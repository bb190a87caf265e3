import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { api, type ApiOptions } from '../api';

/**
 * One call of the API as schemas/<area> declares it: the path, the payload schema and the reply
 * schema. The server's route is declared from the same object, so the types a screen gets are
 * the schema the serializer writes, never a copy.
 */
export interface CallSpec {
  readonly path: string;
  readonly body?: JSONSchema;
  readonly reply?: JSONSchema;
}

export type PayloadOf<C extends CallSpec> = C extends { body: infer S extends JSONSchema } ? FromSchema<S> : undefined;
export type ReplyOf<C extends CallSpec> = C extends { reply: infer S extends JSONSchema } ? FromSchema<S> : null;

/** POST /api/<spec.path> with the envelope rules of api(), typed from the call's schemas. */
export function call<C extends CallSpec>(spec: C, payload: PayloadOf<C>, opts?: ApiOptions): Promise<ReplyOf<C>> {
  return api<ReplyOf<C>>(spec.path, payload, opts);
}
