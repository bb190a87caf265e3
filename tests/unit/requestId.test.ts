import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from '@core/server/http/requestId.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sent = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('the request id (X-Request-Id)', () => {
  it("behind a trusted load balancer, takes its id (nginx's $request_id)", () => {
    expect(requestIdFrom(true)(sent('4f1c2a9be0d14b7f9c3e5a6b7c8d9e0f'))).toBe('4f1c2a9be0d14b7f9c3e5a6b7c8d9e0f');
    expect(requestIdFrom(true)(sent('lb-1:2026-11-27.0042'))).toBe('lb-1:2026-11-27.0042');
  });

  it('makes a new UUID for each request that brings none', () => {
    const id = requestIdFrom(true);
    const a = id(sent());
    expect(a).toMatch(UUID);
    expect(id(sent())).not.toBe(a);
  });

  it('refuses an id that could forge or break a log line: too long, too short, spaces, quotes, line breaks', () => {
    const id = requestIdFrom(true);
    for (const bad of [
      'x'.repeat(129),
      'short',
      'two words here',
      'a"b"c"d"e',
      'line\nbreak-injected',
      '',
      '../../etc',
    ]) {
      expect(id(sent(bad)), JSON.stringify(bad)).toMatch(UUID);
    }
  });

  it('without TRUST_PROXY a client cannot choose its id: the header is ignored', () => {
    expect(requestIdFrom(false)(sent('4f1c2a9be0d14b7f9c3e5a6b7c8d9e0f'))).toMatch(UUID);
  });
});
