import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { validation } from './appError.js';

/**
 * The options every call payload is validated with: Fastify's validator for JSON bodies
 * (core/server/app.ts) and the kernel's for a multipart call's model (multipartBody.ts), so a
 * payload means the same whichever way it travels. Extra fields are dropped, types are not
 * coerced, defaults are filled, and validation stops at the first fault.
 */
export const BODY_AJV_OPTIONS = {
  removeAdditional: 'all',
  coerceTypes: false,
  allErrors: false,
  useDefaults: true,
} as const;

let ajv: Ajv | null = null;

/** A validator for a payload schema, as Fastify builds one for a route body (with ajv-formats). */
export function compileBody(schema: object): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ addUsedSchema: false, ...BODY_AJV_OPTIONS });
    addFormats.default(ajv);
  }
  return ajv.compile(schema);
}

const ILL_FORMED = 'contains a character that is not valid text (a lone surrogate such as \\ud800); please remove it.';

/** In a u-mode pattern a surrogate pair is one code point: only a lone surrogate is \p{Cs}. */
const LONE_SURROGATE = /\p{Cs}/u;

interface At {
  v: unknown;
  key: string | number | null;
  parent: At | null;
}

/** Where a value sits in a payload, in the words of validationMessage ('list.0.name'); a deep one shortened. */
function fieldName(at: At): string {
  const keys: (string | number)[] = [];
  for (let a: At | null = at; a && a.key !== null; a = a.parent) keys.push(a.key);
  keys.reverse();
  if (!keys.length) return 'The payload';
  return keys.length > 8 ? `${keys.slice(0, 4).join('.')}.….${keys.slice(-2).join('.')}` : keys.join('.');
}

/**
 * Every string of a payload, object keys included, must be well-formed UTF-16 (issue 34): a lone
 * surrogate ('\ud800', which JSON lets a client send) cannot be stored as jsonb, so it reached
 * PostgreSQL and answered 500. Walked without recursion: a body may nest deep.
 */
export function refuseIllFormedText(value: unknown): void {
  const stack: At[] = [{ v: value, key: null, parent: null }];
  while (stack.length) {
    const at = stack.pop()!;
    const v = at.v;
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) throw validation(`${fieldName(at)} ${ILL_FORMED}`);
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push({ v: x, key: i, parent: at }));
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k)) throw validation(`The payload has a field name that ${ILL_FORMED}`);
        stack.push({ v: x, key: k, parent: at });
      }
    }
  }
}
