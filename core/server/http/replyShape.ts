import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The first place where two JSON values differ, as a path like object.list[3].jobTitle. */
function firstDifference(a: unknown, b: unknown, at = 'envelope'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference((a as any)[k], (b as any)[k], Array.isArray(a) ? `${at}[${k}]` : `${at}.${k}`);
      if (d) return d;
    }
  }
  return at;
}

/**
 * Tests run with STRICT_REPLIES: the serializer writes only what a reply schema declares, so a
 * field the handler returns but the schema lacks would vanish silently. Here it fails loudly.
 */
export async function checkReplyShape(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const sent = request.sentEnvelope;
  if (sent === undefined || typeof payload !== 'string' || reply.statusCode !== 200) return payload;
  const expected = JSON.parse(JSON.stringify(sent)) as unknown;
  const written = JSON.parse(payload) as unknown;
  const where = firstDifference(expected, written);
  if (where) {
    throw new Error(`The reply of ${request.url} does not match its reply schema at ${where}.`);
  }
  return payload;
}
