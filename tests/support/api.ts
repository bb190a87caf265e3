import { inject } from 'vitest';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { CallSpec, ReplyOf } from '@core/shared/callSpec';
import { signInAt, signOnAt } from './signOnFlow';

export const baseUrl = () => inject('baseUrl');

export interface Answer<T = any> {
  status: number;
  msg: string;
  object: T;
  errorCode: string | null;
}

/** POST /api/<path> as the browser would; `raw` sends the body text unchanged. */
export async function call<T = any>(
  path: string,
  body?: unknown,
  opts: { token?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers,
    body: opts.raw ?? (body === undefined ? '{}' : JSON.stringify(body)),
  });
  const json = (await res.json()) as Omit<Answer<T>, 'status'>;
  return { status: res.status, ...json };
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

/**
 * What a caller sends: the body schema's type with the fields the schema gives a default left
 * optional (the server's ajv fills them in; PayloadOf is what the handler receives, defaults
 * applied).
 */
export type SentPayloadOf<C> = C extends { body: infer S }
  ? S extends JSONSchema
    ? FromSchema<S, { keepDefaultedPropertiesOptional: true }>
    : never
  : undefined;

/**
 * POST a call through its spec, as the screens do (core/client/data/call.ts): the payload typed
 * from the spec's body schema (as sent), the answer's object from its reply schema (fastify/demo's tests
 * import the route schemas the same way). A payload sent wrong on purpose goes through call().
 */
export function callSpec<C extends CallSpec>(
  spec: C,
  payload: SentPayloadOf<C>,
  opts: CallOptions = {},
): Promise<Answer<ReplyOf<C>>> {
  return call<ReplyOf<C>>(spec.path, payload, opts);
}

/** Who makes a call: a signed-in session's token and, optionally, the selected cohort programme. */
export interface Caller {
  token: string;
  cohortProgId?: number;
}

/** The caller's session and programme header, as the screens send them. */
export const callerOptions = (who: Caller): CallOptions => ({
  token: who.token,
  headers: who.cohortProgId === undefined ? {} : { 'x-cohort-prog-id': String(who.cohortProgId) },
});

/** callSpec as `who`: `await callAs(mc01, jobReviewCalls.searchAppl, { progCodeList: ['BSCCS'] })`. */
export const callAs = <C extends CallSpec>(who: Caller, spec: C, payload: SentPayloadOf<C>) =>
  callSpec(spec, payload, callerOptions(who));

/** POST /api/<path> on the server at `base` as `token`, with a programme selected: the raw response. */
export function postAt(base: string, path: string, body: unknown, token: string, cohortProgId?: number) {
  return fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(cohortProgId === undefined ? {} : { 'x-cohort-prog-id': String(cohortProgId) }),
    },
    body: JSON.stringify(body),
  });
}

export type { SignOnResult } from './signOnFlow';

/** Runs the real single sign-on round trip against the suite's server (see signOnFlow). */
export const signOn = (login: string, password = 'demo') => signOnAt(baseUrl(), login, password);

/** Signs in as a demo account and returns its tokens. */
export const signIn = (login: string) => signInAt(baseUrl(), login);
