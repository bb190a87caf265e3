import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import {
  boundedSchema,
  DEFAULT_MAX_LENGTH,
  INT4_MAX,
  INT4_MIN,
  NO_NUL_PATTERN,
} from '@core/server/http/boundedSchema.js';
import { validationMessage } from '@core/server/http/errorHandler.js';

/** The same options as fastify's ajv in core/server/app.ts. */
const ajv = () => new Ajv({ removeAdditional: 'all', coerceTypes: false, allErrors: false, useDefaults: true });

/** What a client sending 9007199254740993 makes of it (JSON keeps the digits; JS rounds). */
const PAST_SAFE = Number('9007199254740993');

const body = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    cohortId: { type: ['integer', 'null'] },
    mark: { type: 'number', maximum: 100 },
    name: { type: 'string' },
    code: { type: 'string', maxLength: 10, pattern: '^.*$' },
    status: { type: 'string', enum: ['A', 'B'] },
    tags: { type: 'array', items: { type: 'string' } },
    nested: { anyOf: [{ type: 'object', properties: { x: { type: 'integer' } } }, { type: 'null' }] },
  },
} as const;

describe('boundedSchema', () => {
  const b = boundedSchema(body) as any;

  it('gives integers and numbers the int4 bounds they lack and keeps the ones they state', () => {
    expect(b.properties.id).toMatchObject({ minimum: 1, maximum: INT4_MAX });
    expect(b.properties.cohortId).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    expect(b.properties.mark).toMatchObject({ minimum: INT4_MIN, maximum: 100 });
    expect(b.properties.nested.anyOf[0].properties.x).toMatchObject({ maximum: INT4_MAX });
  });

  it('caps free strings, refuses NUL, and leaves enums alone', () => {
    expect(b.properties.name).toMatchObject({ maxLength: DEFAULT_MAX_LENGTH, pattern: NO_NUL_PATTERN });
    expect(b.properties.code).toMatchObject({ maxLength: 10, pattern: '^.*$', allOf: [{ pattern: NO_NUL_PATTERN }] });
    expect(b.properties.tags.items).toMatchObject({ maxLength: DEFAULT_MAX_LENGTH, pattern: NO_NUL_PATTERN });
    expect(b.properties.status).toEqual({ type: 'string', enum: ['A', 'B'] });
  });

  it('does not change the schema it was given (replies and forms share them)', () => {
    expect(body.properties.name).toEqual({ type: 'string' });
    expect(body.properties.id).toEqual({ type: 'integer', minimum: 1 });
  });

  it('bounds a bare string body (forgotUser calls)', () => {
    expect(boundedSchema({ type: 'string', maxLength: 500 })).toEqual({
      type: 'string',
      maxLength: 500,
      pattern: NO_NUL_PATTERN,
    });
    expect(boundedSchema(undefined)).toBeUndefined();
  });

  it('lets ajv refuse what answered 500 before, with a message that names the field', () => {
    const check = ajv().compile(b);
    expect(check({ id: 5, name: 'Chan Tai Man 陳大文', code: 'ok' })).toBe(true);
    for (const bad of [
      { id: 1e308 },
      { id: PAST_SAFE },
      { id: 1, cohortId: -2147483649 },
      { id: 1, name: 'a\u0000b' },
      { id: 1, code: 'a\u0000' },
      { id: 1, tags: ['x', '\u0000'] },
      { id: 1, name: 'x'.repeat(DEFAULT_MAX_LENGTH + 1) },
    ]) {
      expect(check(bad), JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
    check({ id: 1, name: 'a\u0000b' });
    expect(validationMessage(check.errors!)).toBe('name must not contain the NUL character.');
    check({ id: 1, tags: ['\u0000'] });
    expect(validationMessage(check.errors!)).toBe('tags.0 must not contain the NUL character.');
    check({ id: PAST_SAFE });
    expect(validationMessage(check.errors!)).toBe('id must be <= 2147483647.');
  });
});
