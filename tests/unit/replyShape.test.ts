import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { checkReplyShape } from '@core/server/http/replyShape';
import { envelopeOf } from '@core/server/http/routeSchema';

/** A route whose reply schema declares `a` only, answering what the test gives it. */
async function serverAnswering(object: unknown) {
  const app = Fastify();
  app.post(
    '/x',
    {
      schema: { response: { 200: envelopeOf({ type: 'object', properties: { a: { type: 'string' } } }) } },
      onSend: checkReplyShape,
    },
    async (req) => {
      const envelope = { msg: 'SUCCESS', object, errorCode: null };
      req.sentEnvelope = envelope;
      return envelope;
    },
  );
  return app;
}

describe('STRICT_REPLIES: a reply schema may not silently change an answer', () => {
  it('lets an answer through that the schema writes unchanged', async () => {
    const app = await serverAnswering({ a: 'x' });
    const res = await app.inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().object).toEqual({ a: 'x' });
  });

  it('fails a field the schema would drop, naming where', async () => {
    const app = await serverAnswering({ a: 'x', b: 1 });
    const res = await app.inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/envelope\.object\.b/);
  });

  it('fails a null the schema would write as an empty string', async () => {
    const app = await serverAnswering({ a: null });
    const res = await app.inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(500);
  });
});
