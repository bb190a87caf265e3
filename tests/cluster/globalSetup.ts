import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from './startCluster.js';
import { CLUSTER_CLIENT_DIR, CLUSTER_NGINX_PORT, CLUSTER_STATE } from './settings.js';

/**
 * Starts PostgreSQL, s3rver, two copies and nginx before the spec; the function it answers is
 * Playwright's teardown, which runs after the spec whether it passed or failed.
 */
export default async function globalSetup() {
  const cluster = await startCluster({
    nginxPort: CLUSTER_NGINX_PORT,
    clientDir: CLUSTER_CLIENT_DIR,
    parent: path.resolve('.tmp'),
    env: {
      // Low, so the spec reaches the limit in a few attempts spread over both copies.
      RATE_LIMIT_SIGNIN: '6',
      RATE_LIMIT_FORGOT: '1000',
    },
  });
  const { stop, ...state } = cluster;
  mkdirSync(path.dirname(CLUSTER_STATE), { recursive: true });
  writeFileSync(CLUSTER_STATE, JSON.stringify(state, null, 2));
  return stop;
}
