import type { ServerRoute } from '../plugin.js';
import { multipartRequestBody } from './multipartBody.js';

/** The envelope every call answers (spec 000 §8), around the route's declared `object`. */
export function envelopeOf(object: object | null) {
  return {
    type: 'object',
    required: ['msg', 'object', 'errorCode'],
    properties: {
      msg: { type: 'string', description: "'SUCCESS', or what went wrong in words the screen shows" },
      object: object ?? { type: 'null' },
      errorCode: { type: ['string', 'null'], description: 'null on success; VALIDATION, FORBIDDEN, CONFLICT…' },
    },
  } as const;
}

/**
 * The answer's schema, or null. A type list where the schema names its type: fast-json-stringify
 * writes an anyOf by validating the value against each branch with ajv first, which for the
 * answer meant validating the whole reply on every call; a type list is a typeof check.
 */
function nullable(schema: { type?: unknown }): object {
  const { type } = schema;
  if (typeof type === 'string') return type === 'null' ? schema : { ...schema, type: [type, 'null'] };
  if (Array.isArray(type)) return type.includes('null') ? schema : { ...schema, type: [...type, 'null'] };
  return { anyOf: [{ type: 'null' }, schema] };
}

/** Who may make the call, in words, from its declaration: /api/docs needs no second copy. */
function whoMay(route: ServerRoute): string {
  if (route.auth === 'public') return 'Anyone may call it; no token is needed.';
  const role = route.permission
    ? ` The caller's role in the selected cohort programme (header X-Cohort-Prog-Id) must grant ${route.permission.functionCode}.${route.permission.flag}.`
    : '';
  return `Academic staff only: bearer access token.${role}`;
}

/**
 * The fastify schema of one call: the payload (validated), the answer (serialised with it, so
 * it writes exactly the declared fields), and what /api/docs needs to describe it.
 */
export function routeSchema(owner: string, route: ServerRoute) {
  const ok = route.file
    ? {
        description: `The file (${route.file.contentType}), or the envelope when the call is refused`,
        content: {
          [route.file.contentType]: { schema: { type: 'string', format: 'binary' } },
          'application/json': { schema: envelopeOf({ type: 'null' }) },
        },
      }
    : route.reply
      ? { description: 'SUCCESS with the answer in object', ...envelopeOf(nullable(route.reply)) }
      : null;
  return {
    operationId: route.path.replace(/\//g, '.'),
    tags: [owner],
    summary: route.summary,
    description: [route.description, whoMay(route)].filter(Boolean).join('\n\n'),
    // A multipart call's form is read by the kernel before the handler (multipartBody.ts), not by
    // Fastify's validator: /api/docs is told of it through multipartBody (core/server/http/apiDocs.ts).
    ...(route.multipart ? { multipartBody: multipartRequestBody(route) } : route.body ? { body: route.body } : {}),
    ...(route.auth === 'academic' ? { security: [{ bearer: [] }] } : { security: [] }),
    // Only success is declared to the serializer: refusals are written by the error handler, whose
    // envelope (object null) the API description states once, and a 429 or 503 from a plugin
    // must not be re-shaped by a schema it was not written for.
    // REPLY_SERIALIZER=off (the benchmark's comparison only, tests/bench/run.ts) leaves the reply
    // to JSON.stringify, to measure what the schema-based serializer saves.
    ...(ok && process.env.REPLY_SERIALIZER !== 'off' ? { response: { 200: ok } } : {}),
  };
}
