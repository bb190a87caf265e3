import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import Fastify from 'fastify';
import { validationMessage, installErrorHandling, isDatabaseUnavailable } from '@core/server/http/errorHandler.js';
import { AppError, conflict, forbidden, notFound, validation } from '@core/server/http/appError.js';
import {
  insertLoginRecordBody,
  searchAcademicBody,
  searchSysParamBody,
  PUBLIC_SEGMENTS,
} from '@schemas/core/reference.js';
import { ajaxLoginBody, forgotUserIdBody } from '@schemas/core/auth.js';

/** The issues the server's ajv finds for a payload (same options as the app: first error only). */
function issues(schema: object, data: unknown, allErrors = false) {
  const ajv = new Ajv({ allErrors, coerceTypes: false });
  const validate = ajv.compile(schema);
  expect(validate(data)).toBe(false);
  return validate.errors!;
}

describe('validationMessage names the field and what is wrong with it', () => {
  it('a wrong type names the field', () => {
    const msg = validationMessage(issues(searchAcademicBody, { cohortId: 'x' }));
    expect(msg).toMatch(/^cohortId must be /);
    expect(msg.endsWith('.')).toBe(true);
  });

  it('a missing field says it is required', () => {
    expect(validationMessage(issues(ajaxLoginBody, { state: 's' }))).toBe('code is required.');
  });

  it('an enum lists the allowed values', () => {
    expect(validationMessage(issues(searchSysParamBody, { segment: 'SECRETS' }))).toBe(
      `segment must be one of ${[...PUBLIC_SEGMENTS, 'SYSTEM_CONFIG'].join(', ')}.`,
    );
  });

  it('a pattern failure names the field', () => {
    expect(validationMessage(issues(insertLoginRecordBody, { roleCode: 'mc' }))).toMatch(
      /^roleCode must match pattern/,
    );
  });

  it('a bare payload (no field) is called "The payload"', () => {
    expect(validationMessage(issues(forgotUserIdBody, 5))).toBe('The payload must be string.');
  });

  it('nested fields are joined with dots; several findings with "; "', () => {
    const schema = {
      type: 'object',
      required: ['a', 'b'],
      properties: {
        a: { type: 'object', required: ['c'], properties: { c: { type: 'integer' }, d: { type: 'string' } } },
        b: { type: 'string' },
      },
    };
    const msg = validationMessage(issues(schema, { a: { d: 1 } }, true));
    const parts = msg.split('; ');
    expect(parts).toContain('a.c is required.');
    expect(parts).toContain('b is required.');
    expect(parts).toContain('a.d must be string.');
  });

  it('an issue without a message still reads as a sentence', () => {
    expect(validationMessage([{ instancePath: '/x', keyword: 'custom' }])).toBe('x is not valid.');
  });
});

describe('installErrorHandling: every refusal leaves as the envelope', () => {
  function app() {
    const a = Fastify({ logger: false, ajv: { customOptions: { coerceTypes: false } } });
    installErrorHandling(a);
    a.post('/app-error', async () => {
      throw new AppError('CONFLICT', 'Changed by someone else.');
    });
    a.post('/boom', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secretColumn')");
    });
    a.post('/schema', { schema: { body: searchAcademicBody } }, async () => ({ ok: true }));
    a.post('/limited', async () => {
      throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    });
    return a;
  }

  it('an AppError answers its status, errorCode and message', async () => {
    const res = await app().inject({ method: 'POST', url: '/app-error', payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: 'Changed by someone else.', object: null, errorCode: 'CONFLICT' });
  });

  it('an unexpected error answers 500 INTERNAL with a reference and nothing of the error', async () => {
    const res = await app().inject({ method: 'POST', url: '/boom', payload: {} });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.errorCode).toBe('INTERNAL');
    expect(body.msg).toContain('Reference:');
    expect(res.payload).not.toContain('secretColumn');
    expect(res.payload).not.toContain('TypeError');
  });

  it('a schema failure answers 400 VALIDATION with the field named', async () => {
    const res = await app().inject({ method: 'POST', url: '/schema', payload: { cohortId: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION');
    expect(res.json().msg).toContain('cohortId');
  });

  it('broken JSON answers VALIDATION', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/schema',
      payload: '{"cohortId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'The payload is not valid JSON.', object: null, errorCode: 'VALIDATION' });
  });

  it('a 429 answers RATE_LIMITED', async () => {
    const res = await app().inject({ method: 'POST', url: '/limited', payload: {} });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('RATE_LIMITED');
  });
});

describe('AppError helpers carry the HTTP status of their errorCode', () => {
  it.each([
    [validation('x'), 400, 'VALIDATION'],
    [forbidden(), 403, 'FORBIDDEN'],
    [notFound(), 404, 'NOT_FOUND'],
    [conflict(), 409, 'CONFLICT'],
    [new AppError('TOKEN_EXPIRED', 'x'), 401, 'TOKEN_EXPIRED'],
    [new AppError('OVERTIME', 'x'), 401, 'OVERTIME'],
    [new AppError('RATE_LIMITED', 'x'), 429, 'RATE_LIMITED'],
    [new AppError('INVALID_STATE', 'x'), 409, 'INVALID_STATE'],
  ] as const)('%s', (err, status, code) => {
    expect(err.status).toBe(status);
    expect(err.errorCode).toBe(code);
    expect(err.message.length).toBeGreaterThan(0);
  });
});

/** Errors as node-postgres and Node raise them when the database is away. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable tells a database that is away from a call that is wrong (issue 14)', () => {
  it.each([
    ['connection refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', pgError('read ECONNRESET', 'ECONNRESET')],
    ['postmaster died (57P01)', pgError('terminating connection due to unexpected postmaster exit', '57P01')],
    ['pg_terminate_backend (57P01)', pgError('terminating connection due to administrator command', '57P01')],
    ['crash shutdown (57P02)', pgError('terminating connection because of crash of another server process', '57P02')],
    ['starting up (57P03)', pgError('the database system is starting up', '57P03')],
    [
      'a standby or a demoted primary refuses the write (25006)',
      pgError('cannot execute UPDATE in a read-only transaction', '25006'),
    ],
    ['connection failure class 08', pgError('connection failure', '08006')],
    ['connection does not exist (08003)', pgError('connection does not exist', '08003')],
    ['driver: terminated', pgError('Connection terminated unexpectedly')],
    ['driver: not queryable', pgError('Client has encountered a connection error and is not queryable')],
    ['pool: connect timeout', pgError('timeout exceeded when trying to connect')],
    ['wrapped in cause', new Error('query failed', { cause: pgError('x', 'ECONNREFUSED') })],
    ['inside an AggregateError', new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'x')],
  ])('%s → unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation (23505)', pgError('duplicate key value violates unique constraint', '23505')],
    ['syntax error (42601)', pgError('syntax error at or near "x"', '42601')],
    ['serialization failure (40001)', pgError('could not serialize access', '40001')],
    ['a plain TypeError', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s → not unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('a cause cycle ends', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('installErrorHandling: a database that is away answers 503 UNAVAILABLE, never 500', () => {
  function app(error: Error) {
    const a = Fastify({ logger: false });
    installErrorHandling(a);
    a.post('/call', async () => {
      throw error;
    });
    return a;
  }

  it.each([
    pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    pgError('terminating connection due to unexpected postmaster exit', '57P01'),
    pgError('Connection terminated unexpectedly'),
  ])('%s', async (error) => {
    const res = await app(error).inject({ method: 'POST', url: '/call', payload: {} });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      msg: 'The service is temporarily unavailable. Please try again in a moment.',
      object: null,
      errorCode: 'UNAVAILABLE',
    });
    expect(res.payload).not.toContain('postmaster');
  });

  it('an AppError UNAVAILABLE carries 503 too', () => {
    expect(new AppError('UNAVAILABLE', 'x').status).toBe(503);
  });
});
