import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { lazily, lazyCompilers } from '@core/server/http/lazyCompilers.js';

// A route's validator and serializer compiled at its first request (core/server/http/lazyCompilers.ts)
// answer exactly as the ones Fastify compiles at start.
const body = {
  type: 'object',
  required: ['n'],
  additionalProperties: false,
  properties: { n: { type: 'integer', minimum: 1 }, tag: { type: 'string', default: 'none' } },
} as const;
const reply = {
  200: { type: 'object', properties: { n: { type: 'integer' }, tag: { type: 'string' }, when: { type: 'string' } } },
} as const;

async function app(lazy: boolean) {
  const a = Fastify({
    ajv: { customOptions: { removeAdditional: true, useDefaults: true, coerceTypes: false, allErrors: false } },
    ...(lazy ? { schemaController: { compilersFactory: lazyCompilers as never } } : {}),
  });
  a.post('/x', { schema: { body, response: reply } }, async (req) => ({
    ...(req.body as object),
    when: new Date(Date.UTC(2026, 0, 2)),
    secret: 'never sent',
  }));
  await a.ready();
  return a;
}

const cases = [{ n: 3 }, { n: 3, tag: 'a', extra: 'dropped' }, { n: 0 }, { tag: 'no n' }, { n: 'three' }, [1, 2]];

describe('lazily compiled validators and serializers', () => {
  it.each(cases.map((c) => [JSON.stringify(c), c]))(
    '%s: the same status and body as compiled at start',
    async (_, payload) => {
      const [eager, lazy] = [await app(false), await app(true)];
      const a = await eager.inject({ method: 'POST', url: '/x', payload: payload as object });
      const b = await lazy.inject({ method: 'POST', url: '/x', payload: payload as object });
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.payload).toBe(a.payload);
      await Promise.all([eager.close(), lazy.close()]);
    },
  );

  it('fills defaults, drops unknown fields and writes only the declared reply fields', async () => {
    const lazy = await app(true);
    const r = await lazy.inject({ method: 'POST', url: '/x', payload: { n: 2, extra: 1 } });
    expect(r.json()).toEqual({ n: 2, tag: 'none', when: '2026-01-02T00:00:00.000Z' });
    await lazy.close();
  });

  it('compiles a route once, at its first request, and not at start; a validator keeps its errors', () => {
    let compiled = 0;
    const validate = Object.assign((data: unknown) => (validate.errors = data === 1 ? null : ['not 1']) === null, {
      errors: null as unknown,
    });
    const factory = () => () => {
      compiled++;
      return validate;
    };
    const v = lazily(factory, true)({}, {})({ url: '/x' });
    expect(compiled).toBe(0);
    expect(v.schemaEnv).toBeTruthy(); // Fastify then passes the parent, as to an ajv function
    expect(v(2)).toBe(false);
    expect(v.errors).toEqual(['not 1']);
    expect(v(1)).toBe(true);
    expect(v.errors).toBeNull();
    expect(compiled).toBe(1);
  });
});
