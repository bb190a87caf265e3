import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ScopeFields } from './scopeFields';

/**
 * One call of the API as schemas/<area>/calls.ts declares it: the path, the payload schema and
 * the answer: the reply schema (the envelope's `object`) or, for a download, the file's content
 * type. The server's route is declared from the same object (core/server/plugin.ts defineRoute)
 * and the screens call through it (core/client/data/call.ts), so both take their types from the
 * schema the server validates and serialises with, never from a copy.
 */
export interface CallSpec {
  readonly path: string;
  // Plain objects here: checking a large schema literal against JSONSchema at every use is what
  // makes the compiler give up ('excessively deep'); FromSchema checks it once per type below.
  readonly body?: object;
  readonly reply?: object;
  /** The call answers a file of this type on success, and the JSON envelope when refused. */
  readonly file?: { readonly contentType: string };
  /**
   * The payload fields that carry the call's scope (core/shared/scopeFields.ts): read and checked
   * by the server's CallScope only, filled from the selected programme by the client's call layer.
   */
  readonly scope?: ScopeFields;
}

type Schema<S> = S extends JSONSchema ? S : never;

/** The payload a call takes, from its body schema (undefined when it takes none). */
export type PayloadOf<C> = C extends { body: infer S } ? FromSchema<Schema<S>> : undefined;

/** The envelope's `object` of a call, from its reply schema (null when it declares none). */
export type ReplyOf<C> = C extends { reply: infer S } ? FromSchema<Schema<S>> : null;

/**
 * What a handler may return for a reply of type T: what the serializer turns into T. A Date is
 * written as its ISO text where the schema says string; arrays may be read-only. Anything else
 * (a missing field, a string where a number belongs) does not compile.
 */
export type Replyable<T> = T extends string
  ? T | Date
  : T extends readonly (infer E)[]
    ? readonly Replyable<E>[]
    : T extends object
      ? { [K in keyof T]: Replyable<T[K]> }
      : T;
