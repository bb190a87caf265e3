import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveClient } from './clientAssets.js';

/** The built client (when there is one) and what answers a path no route took. */
export async function mountClientAndFallback(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) await serveClient(app, clientDir);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    // A missing hashed asset (an old build's chunk) or a file path the store route did not take
    // (an odd or traversing path) is a 404, never the page in its place.
    // /metrics is no page either: the metrics answer on their own port only.
    const isPage = !['/api/', '/idp/', '/assets/', '/files/', '/metrics'].some((prefix) => url.startsWith(prefix));
    if (req.method === 'GET' && hasClient && isPage) {
      // The client's router decides what a path shows, its fallback page included.
      return reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ msg: `There is no call at ${req.method} ${url}.`, object: null, errorCode: 'NOT_FOUND' });
  });
}
