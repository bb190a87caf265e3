import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { bindRequestLogs, requestAwareLog } from '@core/server/http/requestLog.js';

/** A server whose log lines are kept, with a kernel-like logger built the way buildApp builds kernel.log. */
async function app() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const a = Fastify({ loggerInstance: pino({ level: 'info' }, sink), genReqId: () => 'req-0001' });
  bindRequestLogs(a as unknown as FastifyInstance);
  const kernelLog = requestAwareLog(a.log);
  a.post('/x', async (req) => {
    await new Promise((r) => setTimeout(r, 5));
    kernelLog.warn({ n: (req.body as { n: number }).n }, 'from a service');
    kernelLog.child({ part: 'inner' }).info('from a child');
    return { ok: true };
  });
  await a.ready();
  return { a, lines, kernelLog };
}

describe("kernel.log inside a request is the request's logger", () => {
  it('a service logging through the kernel after the body is parsed and after an await writes the request id', async () => {
    const { a, lines } = await app();
    const res = await a.inject({ method: 'POST', url: '/x', payload: { n: 7 } });
    expect(res.statusCode).toBe(200);
    const service = lines.find((l) => l.msg === 'from a service');
    expect(service).toMatchObject({ reqId: 'req-0001', n: 7 });
    expect(lines.find((l) => l.msg === 'from a child')).toMatchObject({ reqId: 'req-0001', part: 'inner' });
    await a.close();
  });

  it('outside a request (start-up, jobs) it is the server logger: no request id', async () => {
    const { a, lines, kernelLog } = await app();
    kernelLog.info('at start');
    await new Promise((r) => setImmediate(r));
    const line = lines.find((l) => l.msg === 'at start');
    expect(line).toBeDefined();
    expect(line!.reqId).toBeUndefined();
    expect(kernelLog.level).toBe('info');
    await a.close();
  });
});
