import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite writes content-hashed names under assets/: such a file never changes, so it may be kept. */
const isHashedAsset = (root: string, file: string) => path.relative(root, file).split(path.sep)[0] === 'assets';

/**
 * The built client. Hashed assets are cached as immutable for a year; anything else (index.html)
 * is revalidated each time, so a new build is seen at once. The build wrote .br and .gz copies of
 * each text asset (core/build/precompressAssets.ts): they are sent as they are, chosen by
 * Accept-Encoding (with Vary: Accept-Encoding), and nothing is compressed per request.
 */
export async function serveClient(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    // One route (GET /*) that looks the file up: a route per file (some 800 with the .br, .gz and
    // .map copies) held about 10 MB of an idle server's memory. A path that is no file falls
    // through to the not-found handler, which answers the page or the 404; '/' is index.html.
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      if (!isHashedAsset(root, file)) return void reply.header('cache-control', REVALIDATE);
      reply.header('cache-control', IMMUTABLE);
      // Kept for a year and never revalidated: validators and ranges would only cost bytes per file.
      for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
    },
  });
}
