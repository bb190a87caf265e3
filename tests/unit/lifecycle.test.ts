import { createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Lifecycle } from '@core/server/lifecycle.js';

const log = () => {
  const lines: string[] = [];
  return {
    lines,
    info: (o: object, m: string) => lines.push(`info ${m} ${JSON.stringify(o)}`),
    error: (_o: object, m: string) => lines.push(`error ${m}`),
  };
};

describe('Lifecycle: readiness flags', () => {
  it('starts not migrated and not shutting down; beginShutdown flips it for good', () => {
    const l = new Lifecycle();
    expect(l.migrated).toBe(false);
    expect(l.shuttingDown).toBe(false);
    l.beginShutdown();
    expect(l.shuttingDown).toBe(true);
  });
});

describe('Lifecycle: shutdown hooks (where workers hand their jobs back)', () => {
  it('run newest first, each once', async () => {
    const l = new Lifecycle();
    const ran: string[] = [];
    l.onShutdown('outbox', () => ran.push('outbox'));
    l.onShutdown('jobs', async () => {
      await new Promise((r) => setTimeout(r, 5));
      ran.push('jobs');
    });
    await l.runShutdownHooks(log());
    await l.runShutdownHooks(log());
    expect(ran).toEqual(['jobs', 'outbox']);
  });

  it('one that fails is logged and the others still run', async () => {
    const l = new Lifecycle();
    const ran: string[] = [];
    l.onShutdown('first', () => ran.push('first'));
    l.onShutdown('broken', () => {
      throw new Error('nope');
    });
    const out = log();
    await l.runShutdownHooks(out);
    expect(ran).toEqual(['first']);
    expect(out.lines).toContain('error shutdown hook failed');
  });
});

describe('Lifecycle: requests in flight', () => {
  it('drained() resolves at once with none, waits for one to finish, and gives up after its bound', async () => {
    const l = new Lifecycle();
    expect(await l.drained(10)).toBe(true);
    const pending: { answer?: () => void } = {};
    const server = createServer((_req, res) => {
      pending.answer = () => res.end('ok');
    });
    l.track(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const done = new Promise<void>((resolve) =>
      request({ port, host: '127.0.0.1' }, (res) => res.resume().on('end', resolve)).end(),
    );
    while (!pending.answer) await new Promise((r) => setTimeout(r, 5));
    expect(l.requestsInFlight).toBe(1);
    expect(await l.drained(50)).toBe(false);
    const waiting = l.drained(5_000);
    pending.answer();
    expect(await waiting).toBe(true);
    await done;
    expect(l.requestsInFlight).toBe(0);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('a request whose client goes away no longer counts', async () => {
    const l = new Lifecycle();
    let arrived = false;
    const server = createServer(() => {
      arrived = true; // never answers
    });
    l.track(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const req = request({ port, host: '127.0.0.1' });
    req.on('error', () => undefined);
    req.end();
    while (!arrived) await new Promise((r) => setTimeout(r, 5));
    expect(l.requestsInFlight).toBe(1);
    req.destroy();
    expect(await l.drained(2_000)).toBe(true);
    await new Promise((r) => server.close(r));
  });
});
