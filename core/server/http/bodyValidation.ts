import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

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
