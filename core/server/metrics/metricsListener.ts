import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Metrics } from './metrics.js';

/**
 * The metrics on a port of their own (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless set), apart
 * from the public listener, which answers /metrics 404. `GET /metrics` only; anything else 404.
 */
export async function listenForScrapes(registry: Registry, port: number, host: string) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${(e as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a scraper keeps its connection open
      }),
  };
}

/** Starts the metrics port for this app and stops it when the app closes; answers its address. */
export async function serveMetrics(app: FastifyInstance, metrics: Metrics, at: { port: number; host: string }) {
  const listener = await listenForScrapes(metrics.registry, at.port, at.host);
  app.addHook('onClose', listener.close);
  app.log.info({ metrics: listener.url }, 'metrics: Prometheus scrapes this address');
  return listener.url;
}
