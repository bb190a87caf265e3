import path from 'node:path';

/** nginx's port is fixed before the cluster starts: Playwright's baseURL is read from the config. */
export const CLUSTER_NGINX_PORT = Number(process.env.CLUSTER_PORT ?? 8291);
export const CLUSTER_CLIENT_DIR = process.env.CLIENT_DIR ?? '.tmp/dist-cluster';
/** Where globalSetup leaves the cluster's addresses, pids and database for the spec. */
export const CLUSTER_STATE = path.resolve(`.tmp/cluster-state-${CLUSTER_NGINX_PORT}.json`);
